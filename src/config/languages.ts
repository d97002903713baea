import { LANGUAGE_CODES, type LanguageCode } from '../i18n/codes';

/**
 * The 20 interface languages (compliance-and-dialogs.md §3): their codes are i18n's (the
 * catalogs are keyed by them); here, what each needs. `locale` feeds `Intl` and the `lang`
 * attribute. (Their own names, for the language picker, are in src/preferences/labels.ts.)
 */
export { LANGUAGE_CODES, type LanguageCode } from '../i18n/codes';

export interface Language {
  code: LanguageCode;
  /** BCP 47 tag for Intl and the `lang` attribute. */
  locale: string;
  dir: 'ltr' | 'rtl';
}

/** BCP 47 tags where they differ from the code. */
const LOCALES: Partial<Record<LanguageCode, string>> = {
  zh: 'zh-CN', vn: 'vi', tw: 'zh-TW', br: 'pt-BR', 'en-eu': 'en-IE', 'it-eu': 'it-IT',
};

export const LANGUAGES: Record<LanguageCode, Language> = Object.fromEntries(
  LANGUAGE_CODES.map((code) => [code, { code, locale: LOCALES[code] ?? code, dir: code === 'ar' ? 'rtl' : 'ltr' }]),
) as Record<LanguageCode, Language>;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language whose code is the first segment of `pathname`, if any (`/zh/trade` → `zh`). */
export function languageFromPath(pathname: string): LanguageCode | undefined {
  const first = pathname.split('/')[1];
  return isLanguageCode(first) ? first : undefined;
}

/**
 * A path's leading run of slashes and backslashes as one `/`. Browsers read `//host` and `/\host`
 * as another origin, so a path taken from the page's URL (`/zh//evil.example/login`) must never
 * keep two of them in front.
 */
function oneLeadingSlash(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

/** `pathname` without a leading language segment (`/zh/trade/BTC_USDT` → `/trade/BTC_USDT`). */
export function stripLanguagePrefix(pathname: string): string {
  const path = oneLeadingSlash(pathname || '/');
  const lang = languageFromPath(path);
  return oneLeadingSlash(`/${lang ? path.slice(lang.length + 1) : path}`);
}

/**
 * The one place where a language prefix is added (site-chrome.md §2): the site's default language
 * has no path segment, every other language gets `/{code}`. Absolute URLs (`https://…`) pass
 * through; a path never comes back starting with `//` or `/\` (that would be another origin).
 */
export function localizePath(path: string, lang: LanguageCode, defaultLang: LanguageCode): string {
  if (!/^[/\\]/.test(path)) return path;
  const local = oneLeadingSlash(path);
  if (lang === defaultLang) return local;
  return local === '/' ? `/${lang}/` : `/${lang}${local}`;
}
