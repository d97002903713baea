import type { LanguageCode } from '../config/languages';

/**
 * What the footer selector needs from the settings feature. Temporary stand-in until the
 * settings branch's actions (src/stores/preferences.ts) are merged in.
 */
export interface FooterPreferenceActions {
  chooseLanguage(lang: LanguageCode): void;
  chooseFiat(code: string): void;
}

export const footerPreferenceActions: FooterPreferenceActions = {
  chooseLanguage: () => {},
  chooseFiat: () => {},
};
