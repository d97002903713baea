/**
 * `site-chrome/react` (CONTRACT v1.2 §1): the chrome as a React component and hook, for React 19
 * hosts. It renders the host's own elements and mounts the chrome into them from an effect, so a
 * server render (Next.js, Remix) gives those elements and the children, and no chrome until the
 * client's effect runs. Every mount passes an AbortSignal that the effect's cleanup aborts:
 * StrictMode's mount, cleanup, mount ends with one chrome (the core releases the slots at once).
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { mount, type ChromeHandle, type MountOptions, type MountTarget } from '../src/index';
import { HEADER_HEIGHT } from '../src/theme/tokens';

/** What `update()` takes: a change of these re-renders the chrome in place, no remount. */
const UPDATABLE = ['site', 'lang', 'page', 'isLogin', 'apiBase'] as const;
type Updatable = Pick<MountOptions, (typeof UPDATABLE)[number]>;

/** A target as `mount()` takes it, or a ref to an element the host renders. */
export type ChromeTarget = MountTarget | RefObject<Element | null>;

export interface UseSiteChromeOptions extends Omit<MountOptions, 'header' | 'footer' | 'signal'> {
  header?: ChromeTarget;
  footer?: ChromeTarget;
}

export interface SiteChromeState {
  /** The mounted chrome (`open()`, `update()`), or null before it has mounted and after cleanup. */
  chrome: ChromeHandle | null;
  /** Why the last mount or update failed (a `SiteChromeError`), else null; also sent to `onError`. */
  error: unknown;
}

const isRef = (target: ChromeTarget | undefined): target is RefObject<Element | null> =>
  typeof target === 'object' && target !== null && !('nodeType' in target) && 'current' in target;

/**
 * src/mount/script-attrs.ts's `PRERENDERED`, written out: importing that module would put the
 * core's static part into the app's entry (the mount loads lazily). The hydration test of
 * react.test.tsx fails if they differ (the mount would add a second header beside the fragment).
 */
const PRERENDERED = 'data-site-chrome-prerendered';

/**
 * The element a ref holds at effect time (a ref still empty means no root there); one holding a
 * prerendered fragment (`SiteChrome`'s `prerendered`) gives the fragment's slot, which the mount
 * hydrates.
 */
const resolve = (target: ChromeTarget | undefined): MountTarget | undefined => {
  if (!isRef(target)) return target;
  const element = target.current;
  return element?.querySelector(`:scope > [${PRERENDERED}]`) ?? element ?? false;
};

/**
 * Mounts the chrome while the calling component is mounted. A change of `site`, `lang`, `page`,
 * `isLogin` or `apiBase` updates it in place (in order: the last value wins); a change of any
 * other option (targets, overlays, micro-apps, …) mounts it again. `onError` may change freely.
 */
export function useSiteChrome(options: UseSiteChromeOptions): SiteChromeState {
  const [state, setState] = useState<SiteChromeState>({ chrome: null, error: null });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  /** The mounted chrome and the updatable values it shows: the mount's, then each update's. */
  const shown = useRef<{ chrome: ChromeHandle | null; key: string }>({ chrome: null, key: '' });
  const { header, footer, overlays, nonce, giftPopup, serviceWorker, assetsBase, microApps, analytics, robotsMeta, fingerprint } = options;
  const mountKey = JSON.stringify([overlays, nonce, giftPopup, serviceWorker, assetsBase, microApps, analytics, robotsMeta, fingerprint]);

  useEffect(() => {
    const controller = new AbortController();
    const { header: _h, footer: _f, ...rest } = latest.current;
    const key = updatableKey(rest);
    mount({
      ...rest,
      header: resolve(header),
      footer: resolve(footer),
      // The latest handler, whatever render it came from: a new function is no reason to remount.
      onError: (error) => latest.current.onError?.(error),
      signal: controller.signal,
    }).then(
      (chrome) => {
        shown.current = { chrome, key };
        setState({ chrome, error: null });
      },
      (error: unknown) => {
        // Aborted by this effect's own cleanup: nothing went wrong.
        if (controller.signal.aborted) return;
        setState({ chrome: null, error });
        latest.current.onError?.(error);
      },
    );
    return () => {
      controller.abort();
      setState((s) => (s.chrome ? { chrome: null, error: null } : s));
    };
    // `mountKey` stands for the options that need a new mount; the updatable ones are the next effect's.
  }, [header, footer, mountKey]);

  const { chrome } = state;
  const updateKey = updatableKey(options);
  useEffect(() => {
    if (!chrome || shown.current.chrome !== chrome || shown.current.key === updateKey) return;
    shown.current.key = updateKey;
    // Every updatable key, an absent one too: the props are the whole truth (no lang: the default).
    chrome.update(Object.fromEntries(UPDATABLE.map((key) => [key, latest.current[key]]))).catch((error: unknown) => {
      if ((error as { code?: unknown } | null)?.code === 'UNMOUNTED') return;
      setState((s) => (s.chrome === chrome ? { chrome, error } : s));
      latest.current.onError?.(error);
    });
  }, [chrome, updateKey]);

  return state;
}

/** The updatable options as given (an absent one is its default), as one comparable string. */
const updatableKey = (options: Updatable): string => JSON.stringify(UPDATABLE.map((key) => options[key] ?? null));

export interface SiteChromeProps extends Omit<UseSiteChromeOptions, 'header' | 'footer'> {
  /** `false`: no header. @default true */
  header?: boolean;
  /** `false`: no footer. @default true */
  footer?: boolean;
  /** The page between the header and the footer. */
  children?: ReactNode;
  /** Called with the mounted chrome, and with null when it goes (unmount, remount). */
  onChrome?: (chrome: ChromeHandle | null) => void;
  /**
   * (0.7.0) The header and footer of `site-chrome/server`'s `renderChrome()` for this page, given
   * the same on the server and in the browser (an SSR framework's props): the server's HTML then
   * carries the chrome, painted before any script, and the mount hydrates it. Read once: a later
   * change is ignored (the mounted chrome follows `lang` and the rest through `update()`). Only
   * `renderChrome()`'s strings: they are set as HTML.
   */
  prerendered?: { header?: string; footer?: string };
}

/**
 * The header, the children, the footer: `<SiteChrome site="turkey" lang="tr"><App /></SiteChrome>`.
 * The header's element keeps its 64 px from the first render (also on the server), so nothing
 * below it moves when the chrome arrives. Bars, banners and dialogs go to the page's overlay root.
 */
export function SiteChrome({ header = true, footer = true, children, onChrome, prerendered, ...options }: SiteChromeProps) {
  const headerRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const { chrome } = useSiteChrome({ ...options, header: header ? headerRef : false, footer: footer ? footerRef : false });
  const notify = useRef(onChrome);
  useEffect(() => {
    notify.current = onChrome;
  });
  useEffect(() => {
    notify.current?.(chrome);
  }, [chrome]);
  // The first render's fragments for the life of the component: new HTML would replace the
  // chrome the mount hydrated in them.
  const [fragments] = useState(prerendered);
  // React leaves an element with `dangerouslySetInnerHTML` as the server's HTML made it when it
  // hydrates (the browser has turned the fragment's template into the slot's shadow root).
  const inner = (html: string | undefined) => (html ? { dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true } : {});
  return (
    <>
      {header && <div ref={headerRef} data-site-chrome-react="header" style={{ minHeight: HEADER_HEIGHT }} {...inner(fragments?.header)} />}
      {children}
      {footer && <div ref={footerRef} data-site-chrome-react="footer" {...inner(fragments?.footer)} />}
    </>
  );
}
