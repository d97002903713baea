import { useContext, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { RootContext } from './RootContext';

/**
 * One Emotion cache per root (its ChromeRoot's identity), shared by every lazy part rendered in it.
 * Not per shadow root: a prerendered slot's shadow root outlives an unmount that empties it (and
 * Emotion's tags with it), and a cache that thinks its rules are in place would leave the next
 * mount's parts unstyled.
 */
const caches = new WeakMap<object, EmotionCache>();

/**
 * Lazy parts (panels, dialogs, the footer's content) style with Emotion; this puts their styles
 * into the shadow root they render in, never into `document.head`, with the page's CSP nonce. It
 * travels with them (`lazyView`), so Emotion is not part of the first paint.
 */
export function EmotionScope({ children }: { children: ReactNode }) {
  const root = useContext(RootContext);
  if (!root) return children;
  let cache = caches.get(root);
  if (!cache) {
    // `scx-`: Emotion's class names never meet the static `sc-<scope>-<key>` ones.
    cache = createCache({ key: `scx-${root.kind}`, container: root.shadowRoot, ...(root.nonce ? { nonce: root.nonce } : {}) });
    caches.set(root, cache);
  }
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
