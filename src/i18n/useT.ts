import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $context } from '../stores/context';
import { LANGUAGES, type Language } from '../config/languages';
import { $catalogs, translate, type MessageKey } from './catalogs';

export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** The translate function for the current language, and the language itself. */
export function useT(): { t: TFunction; language: Language } {
  const context = useStore($context);
  const catalogs = useStore($catalogs);
  const lang = context?.lang ?? 'en';
  const catalog = catalogs[lang];
  const t = useCallback<TFunction>((key, vars) => translate(catalog, key, vars), [catalog]);
  return { t, language: LANGUAGES[lang] };
}
