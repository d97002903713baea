import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { ChromeRoot, type RootKind } from '../root/ChromeRoot';
import { adoptStyles } from '../theme/sheet';
import { hostCreate } from '../platform/host-document';
import { report } from '../platform/report';

/** A rendered chrome root; `unmount` removes its React tree and its host element. */
export interface RenderedRoot {
  ready: Promise<void>;
  unmount(): void;
}

/**
 * Every render error any boundary of a root catches (and one none catches) takes the one error
 * path, instead of React's own console error into the host page.
 */
export const onRender = (error: unknown) => report(error, { area: 'render', what: 'render failed' });

/** The error handlers of every chrome root (`createRoot`, `hydrateRoot`). */
export const rootOptions = { onCaughtError: onRender, onUncaughtError: onRender, onRecoverableError: onRender };

/** A root's readiness: its first commit (ChromeRoot's `onReady`), or its unmount before that. */
export function readiness() {
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => { resolveReady = resolve; });
  return { ready, resolveReady };
}

/**
 * Appends a host element (`data-site-chrome-root`) with an open shadow root to `parent` and renders
 * `content` into it. The shadow root exists before React starts, so the first render already
 * draws the content (no second pass to attach it).
 *
 * `now` renders at once (flushSync), in the caller's task; otherwise React schedules the render
 * in a task of its own. The mount draws the small footer shell and overlay root at once and
 * schedules the header (about 30 ms at CPU 1x), so `sitechrome:ready` follows the header's commit
 * with no further task or frame in between, and no task holds all three. Transitions, whose 5 ms
 * slices would end long tasks altogether, measured slower to ready against the bench floor
 * (ratio 1.43 to 1.67, against 1.2 to 1.35 this way).
 */
export function renderShadowRoot(parent: Element, kind: RootKind, nonce: string | undefined, content: ReactNode, now = false): RenderedRoot {
  const host = hostCreate('div', parent.ownerDocument);
  host.setAttribute('data-site-chrome-root', kind);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const container = hostCreate('div', parent.ownerDocument);
  container.className = 'sc-mount';
  shadowRoot.append(container);
  const dropStyles = adoptStyles(shadowRoot, nonce);
  parent.append(host);
  const root = createRoot(container, rootOptions);
  const { ready, resolveReady } = readiness();
  const draw = () => root.render(<ChromeRoot kind={kind} shadowRoot={shadowRoot} nonce={nonce} onReady={resolveReady}>{content}</ChromeRoot>);
  if (now) flushSync(draw);
  else draw();
  return rootHandle(ready, resolveReady, () => {
    dropStyles();
    host.remove();
  }, () => root);
}

/**
 * A root's handle. `unmount` stops a wait for its first render (a mount aborted before it,
 * instance.tsx), takes its DOM away at once (`remove`) and its React tree a microtask later:
 * unmount() may run inside a host React's commit (the cleanup of an effect that mounted us,
 * site-chrome/react), where React refuses to unmount another root synchronously ("Attempted to
 * synchronously unmount a root while React was already rendering", a console error in a
 * development build). Safe to call twice.
 */
export function rootHandle(ready: Promise<void>, resolveReady: () => void, remove: () => void, tree: () => Root | undefined): RenderedRoot {
  let done = false;
  return {
    ready,
    unmount() {
      if (done) return;
      done = true;
      resolveReady();
      remove();
      queueMicrotask(() => tree()?.unmount());
    },
  };
}
