import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChromeRoot, type RootKind } from '../root/ChromeRoot';

/** A rendered chrome root; `unmount` removes its React tree and its host element. */
export interface RenderedRoot {
  ready: Promise<void>;
  unmount(): void;
}

/**
 * Appends a host element (`data-site-chrome-root`) with an open shadow root to `parent` and renders
 * `content` into it. The shadow root exists before React starts, so the first render already
 * draws the content (no second pass to attach it), and it runs as a transition: React yields to
 * the page every few milliseconds instead of holding the main thread for the whole tree.
 */
export function renderShadowRoot(parent: Element, kind: RootKind, nonce: string | undefined, content: ReactNode): RenderedRoot {
  const host = parent.ownerDocument.createElement('div');
  host.setAttribute('data-site-chrome-root', kind);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const container = parent.ownerDocument.createElement('div');
  container.className = 'sc-mount';
  shadowRoot.append(container);
  parent.append(host);
  const root = createRoot(container);
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => { resolveReady = resolve; });
  startTransition(() => {
    root.render(<ChromeRoot kind={kind} shadowRoot={shadowRoot} nonce={nonce} onReady={resolveReady}>{content}</ChromeRoot>);
  });
  let done = false;
  return {
    ready,
    unmount() {
      if (done) return;
      done = true;
      root.unmount();
      host.remove();
    },
  };
}
