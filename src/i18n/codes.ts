/** The 20 interface languages' codes (compliance-and-dialogs.md §3): the catalogs are keyed by them. */
export const LANGUAGE_CODES = [
  'zh', 'en', 'vn', 'tw', 'es', 'ru', 'fr', 'de', 'pt', 'th',
  'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it', 'en-eu', 'it-eu',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
