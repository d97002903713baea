import { once } from '../platform/once';
import { withMessages } from '../i18n/catalogs';
import { loadMenuPanels } from '../header/nav/loadMenus';

/**
 * What a prerendered slot's hydration renders first, since its first render must be the server's:
 * the header's menu links (the panels' chunk) and the footer's content with Emotion. The mount asks
 * for them beside the hydration's chunk, and the build fetches each one's static imports with it
 * (build/flat-imports.ts, `fromFirstPaint`): the hydration's chain is one wave, not four (issue 25).
 * A failed load is forgotten (`once`); the hydration's own `loadChunk` tries again.
 */
export const hydrationLoads = {
  header: loadMenuPanels,
  footer: once(() => Promise.all([withMessages('footer', import('../footer/FooterContent')), import('../root/EmotionScope')])),
};
