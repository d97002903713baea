import { LANGUAGES, type LanguageCode } from '../config/languages';
import type { SiteConfig, SiteKey } from '../config/sites';

/**
 * What every micro-app receives in `mount(el, props)` (README: micro-apps). Plain data, so an app
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
