import { LANGUAGES, type LanguageCode } from '../config/languages';
import type { SiteConfig, SiteKey } from '../config/sites';

/**
 * What every micro-app receives in `mount(el, props)` (docs/features.md: micro-apps). Plain data, so an app
 * written with any framework (or none) can read it; the login and chat-room apps get a few more
 * fields and callbacks on top (LoginDialog, ChatRoom).
 */
export interface MicroAppBaseProps {
  site: SiteKey;
  siteId: number;
  lang: LanguageCode;
  /** The language's path prefix: `''` for the site's default language, else `/{lang}`. */
  prefix: string;
  theme: 'light' | 'dark';
  /** The `apiBase` option: where the app's calls go. */
  apiBase: string;
  /** The page's CSP nonce, for the styles the app injects. */
  nonce: string | undefined;
  /** Right to left (Arabic). */
  dir: 'ltr' | 'rtl';
}

export function microAppBaseProps(input: { site: SiteConfig; lang: LanguageCode; apiBase: string; theme: 'light' | 'dark'; nonce: string | undefined }): MicroAppBaseProps {
  const { site, lang } = input;
  return {
    site: site.key, siteId: site.id, lang,
    prefix: lang === site.defaultLang ? '' : `/${lang}`,
    theme: input.theme, apiBase: input.apiBase, nonce: input.nonce,
    dir: LANGUAGES[lang].dir,
  };
}

/** The search micro-app's version of its props (site-chrome.md §7: "search version 5"). */
export const SEARCH_VERSION = 5;

/**
 * What the search micro-app receives on top of the base props (site-chrome.md §7): language, fiat
 * rates, current fiat, language prefix, market rates, default P2P fiat, search version 5, theme
 * and the coin-icon whitelist. `lang`, `prefix` and `theme` are the base props' own; the names are
 * the ones the exchange's search app reads (`langPrefix` beside the base `prefix`).
 */
export interface SearchAppProps extends MicroAppBaseProps {
  langPrefix: string;
  /** `/api/web/v1/site/currFiatMarketRates`: fiat → rate. */
  fiatRates: Readonly<Record<string, number>>;
  /** The fiat prices are shown in (the `curr_fiat` cookie, else the server's, else USD). */
  currFiat: string;
  /** The site settings' `curr_fiat_market_rates`: fiat → rate. */
  marketRates: Readonly<Record<string, number>>;
  defaultP2PFiat: string;
  searchVersion: typeof SEARCH_VERSION;
  /** `/js/tool/coin_icon_whitelist.json`: coin → icon version. */
  coinIconWhitelist: Readonly<Record<string, number>>;
  /**
   * What the visitor typed in the header's box before the dialog opened (trimmed; `''` for none),
   * for the app to start searching with. Ours, beyond §7 (docs/features.md: micro-apps).
   */
  keyword: string;
  /**
   * The price change's reference time (`24h`, `utc0`, `utc8`; localStorage `reftimeValue`), which
   * the market calls send as `timezone`: the app's changes then match the panels'. Ours, beyond §7.
   */
  refTime: '24h' | 'utc0' | 'utc8';
}

/**
 * `data` is everything but the base props and the two fields derived here, spread whole: a caller
 * with more keys would hand them to the app too, so SearchDialog passes an object literal (which
 * TypeScript checks for extra keys).
 */
export function searchAppProps(
  base: MicroAppBaseProps,
  data: Omit<SearchAppProps, keyof MicroAppBaseProps | 'langPrefix' | 'searchVersion'>,
): SearchAppProps {
  return { ...base, ...data, langPrefix: base.prefix, searchVersion: SEARCH_VERSION };
}
