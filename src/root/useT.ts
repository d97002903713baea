import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { $pageSetup } from '../stores/page-setup';
import { LANGUAGES, type Language } from '../config/languages';
import { $catalogs, translate, type MessageKey } from '../i18n/catalogs';

export type TFunction = (key: MessageKey, vars?: Record<string, string | number>) => string;
export interface Translation { t: TFunction; language: Language }

/**
 * The translation of a root, computed once in ChromeRoot (`useRootTranslation`) and shared: a
 * first paint has dozens of components that translate, and one store subscription per root
 * instead of two per component is a good part of the header's render time.
 */
export const TranslationContext = createContext<Translation | null>(null);

/** The store-backed translation; ChromeRoot calls it once and provides it. */
export function useRootTranslation(): Translation {
  const context = useStore($pageSetup);
  const catalogs = useStore($catalogs);
  const lang = context?.lang ?? 'en';
  const catalog = catalogs[lang];
  const t = useCallback<TFunction>((key, vars) => translate(catalog, key, vars), [catalog]);
  return useMemo(() => ({ t, language: LANGUAGES[lang] }), [t, lang]);
}

/** Outside a root (unit tests of a single component): the stores as they are now. */
function currentTranslation(): Translation {
  const lang = $pageSetup.get()?.lang ?? 'en';
  const catalog = $catalogs.get()[lang];
  return { t: (key, vars) => translate(catalog, key, vars), language: LANGUAGES[lang] };
}

/** The translate function for the current language, and the language itself. */
export function useT(): Translation {
  return useContext(TranslationContext) ?? currentTranslation();
}
