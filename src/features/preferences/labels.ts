import type { LanguageCode } from '../../config/languages';

/** Each language's own name: the SDK's label when the site-settings call gives none. */
export const NATIVE_LABELS: Record<LanguageCode, string> = {
  zh: '简体中文', en: 'English', vn: 'Tiếng Việt', tw: '繁體中文', es: 'Español', ru: 'Русский',
  fr: 'Français', de: 'Deutsch', pt: 'Português', th: 'ภาษาไทย', id: 'Bahasa Indonesia', tr: 'Türkçe',
  ja: '日本語', ar: 'العربية', uk: 'Українська', br: 'Português (Brasil)', nl: 'Nederlands',
  it: 'Italiano', 'en-eu': 'English (EU)', 'it-eu': 'Italiano (EU)',
};

/** The label of `lang_list` when the settings call gave one, else the SDK's own (CONTRACT §6). */
export function languageLabel(code: LanguageCode, langList: Record<string, string>): string {
  const label = langList[code];
  return typeof label === 'string' && label.trim() ? label : NATIVE_LABELS[code];
}
