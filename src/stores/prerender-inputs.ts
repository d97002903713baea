import type { SiteConfig } from '../config/sites';
import type { LanguageCode } from '../config/languages';
import type { ThemeName } from '../theme/tokens';
import { $catalogs } from '../i18n/catalogs';
import { $pageSetup } from './page-setup';
import { $theme } from './theme';
import { $riseColor, type RiseColor } from './rise';
import { $login } from './user';
import { serverValue } from './prerender';

/** What a prerendered root is a function of (site-chrome/server's options, read back by the hydration). */
export interface PrerenderInputs {
  site: SiteConfig;
  lang: LanguageCode;
  theme: ThemeName;
  rise: RiseColor;
}

/**
 * Names the prerender's store values (src/stores/prerender.ts), the same on the server, which
 * renders with them, and in the browser, whose hydrating render must give the same markup: a page
 * setup with no mount option beyond site and language (no micro-apps, API base or login hint), the
 * catalogs as loaded, the theme and rise colour, and a logged-out visitor.
 */
export function givePrerenderInputs({ site, lang, theme, rise }: PrerenderInputs): void {
  serverValue($pageSetup, { site, lang, apiBase: '', page: 'index', isLogin: false, nonce: undefined, microApps: {} });
  serverValue($catalogs, $catalogs.get());
  serverValue($theme, theme);
  serverValue($riseColor, rise);
  serverValue($login, { status: 'out' });
}
