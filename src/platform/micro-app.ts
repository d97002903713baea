import { hostCreate } from './host-document';
import { onPage } from './location';
import { report } from './report';
/**
 * The one micro-app loader (issue 12): `login`, `search`, `chatroom` and `transfer` are ES modules
 * at URLs of the `microApps` option (checked by mount/code-urls.ts) exporting `mount(el, props)`
 * and `unmount()`. Loading one is running foreign code in the page, so every way it can go wrong
 * (the import fails or stalls, the module lacks an export, `mount` throws or rejects, `unmount`
 * throws) is caught here and only logged: the session settles to `'failed'`, never rejects, and
 * the chrome goes on.
 */

export type MicroAppName = 'login' | 'search' | 'chatroom' | 'transfer';

export interface MicroAppModule {
  mount(el: HTMLElement, props: object): unknown;
  unmount(): unknown;
  /** Optional: new props (language, theme) for the app on screen; without it the app keeps its first props. */
  update?(props: object): unknown;
}

/** How a session ended up: on screen, given up on (logged), or stopped before it mounted. */
export type MicroAppOutcome = 'mounted' | 'failed' | 'stopped';

export interface MicroAppSession {
  /** Settles once; never rejects. */
  readonly done: Promise<MicroAppOutcome>;
  /** Unmounts the app, or makes sure it never mounts when it is still loading. Safe to call twice. */
  stop(): void;
  /**
   * Hands new props to a mounted app that exports `update` (a throw is only logged); before the
   * app has mounted, they replace the props it will mount with.
   */
  update(props: object): void;
}

export interface MicroAppOptions {
  /** Gives up on a module (or an async `mount`) that has not answered by then. */
  timeoutMs?: number;
  /** Tests: a stand-in for the dynamic import. */
  importer?: (url: string) => Promise<unknown>;
}

export const MICRO_APP_TIMEOUT_MS = 10_000;

const warn = (name: MicroAppName, what: string, error: unknown = new Error(what)) =>
  report(error, { area: 'micro-app', what: `the ${name} micro-app ${what}` });

// The URL is the integrator's, not a chunk of any build: neither ours nor, in the bundler build
// (dist/npm/, which keeps these comments), the host's Vite or webpack may try to resolve it.
const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ /* webpackIgnore: true */ url);

function asModule(value: unknown): MicroAppModule | null {
  const m = value as Partial<MicroAppModule> | null;
  return m && typeof m.mount === 'function' && typeof m.unmount === 'function' ? (m as MicroAppModule) : null;
}

/** Settles with `promise`, or rejects with a time-out error after `ms`. */
function timed<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(reject, ms, new Error(`timed out after ${ms} ms`)); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads the micro-app `name` from `url` and mounts it into `el` with `props`. `el` should be a
 * container of its own (see `microAppContainer`): the app owns everything inside it.
 */
export function startMicroApp(name: MicroAppName, url: string, el: HTMLElement, props: object, options: MicroAppOptions = {}): MicroAppSession {
  const ms = options.timeoutMs ?? MICRO_APP_TIMEOUT_MS;
  let stopped = false;
  let app: MicroAppModule | null = null;
  // Props handed over before the app has mounted: the newest are mounted with, or handed to
  // `update` once an async mount is done (keys a visitor typed meanwhile, a theme change).
  let latest = props;

  const unmount = (module: MicroAppModule) => {
    try {
      const result = module.unmount();
      // An async unmount that rejects is logged like a sync one that throws.
      if (result instanceof Promise) result.catch((error: unknown) => warn(name, 'failed to unmount', error));
    } catch (error) {
      warn(name, 'failed to unmount', error);
    }
  };

  const handOver = (module: MicroAppModule, next: object) => {
    if (typeof module.update !== 'function') return;
    try {
      module.update(next);
    } catch (error) {
      warn(name, 'failed to update', error);
    }
  };

  const run = async (): Promise<MicroAppOutcome> => {
    let module: MicroAppModule | null;
    try {
      // A path is the page's (`/apps/login.js`): resolved against the page's address, not against
      // this chunk's URL (a CDN) nor the document's base (issue 20).
      module = asModule(await timed((options.importer ?? importUrl)(onPage(url)), ms));
    } catch (error) {
      if (stopped) return 'stopped';
      warn(name, `could not be loaded from ${url}`, error);
      return 'failed';
    }
    if (stopped) return 'stopped';
    if (!module) {
      warn(name, `at ${url} does not export mount() and unmount()`);
      return 'failed';
    }
    const mountedWith = latest;
    try {
      await timed(Promise.resolve(module.mount(el, mountedWith)), ms);
    } catch (error) {
      warn(name, 'failed to mount', error);
      // What a half-done mount left behind goes; so does the app, if it got that far.
      unmount(module);
      el.replaceChildren();
      return stopped ? 'stopped' : 'failed';
    }
    if (stopped) {
      // stop() came while an async mount was running: undo it now that it is done.
      unmount(module);
      return 'stopped';
    }
    app = module;
    if (latest !== mountedWith) handOver(module, latest);
    return 'mounted';
  };

  return {
    done: run(),
    stop() {
      if (stopped) return;
      stopped = true;
      if (app) unmount(app);
      app = null;
    },
    update(props) {
      if (!app) {
        latest = props;
        return;
      }
      handOver(app, props);
    },
  };
}

/**
 * A container for a micro-app inside `host`: a `<div>` in an open shadow root of its own, so the
 * app's styles and the chrome's never meet. Removing it is the caller's.
 */
export function microAppContainer(host: HTMLElement): HTMLElement {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const el = hostCreate('div');
  el.setAttribute('data-micro-app', '');
  // Fills the frame (the chat room gives it a height); through the CSSOM, which a strict CSP allows.
  el.style.height = '100%';
  root.replaceChildren(el);
  return el;
}
