import { once } from '../platform/once';
import { withMessages } from '../i18n/catalogs';
import { loadMenuPanels } from '../header/nav/loadMenus';

/**
 * What a prerendered slot's hydration renders first, since its first render must be the server's:
 * the header's menu links (the panels' chunk) and the footer's content with Emotion. The mount asks
 * for the header's beside the hydration's chunk (the footer's hydration waits for the page's first
 * decisions), and the build fetches each one's static imports with it (build/flat-imports.ts,
 * `fromFirstPaint`): the header's hydration is one wave, not three (issue 25).
 * A failed load is forgotten (`once`); the hydration's own `loadChunk` tries again.
 */
export const hydrationLoads = {
  header: loadMenuPanels,
  footer: once(() => Promise.all([withMessages('footer', import('../footer/FooterContent')), import('../root/EmotionScope')])),
};
