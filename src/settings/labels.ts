import { LANGUAGES, type LanguageCode } from '../config/languages';

/** The label of `lang_list` when the settings call gave one, else the SDK's own (CONTRACT §6). */
export function languageLabel(code: LanguageCode, langList: Record<string, string>): string {
  const label = langList[code];
  return typeof label === 'string' && label.trim() ? label : LANGUAGES[code].label;
}
