import { atom } from 'nanostores';
import en from './locales/en.json';
import type { LanguageCode } from '../config/languages';

export type MessageKey = keyof typeof en;
export type Catalog = Partial<Record<MessageKey, string>>;

export const ENGLISH: Catalog = en;

/** One lazy chunk per language; English ships in the entry as the fallback (compliance §5). */
const loaders = import.meta.glob<Catalog>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

/** Catalogs loaded so far; components re-render when one arrives. */
export const $catalogs = atom<Partial<Record<LanguageCode, Catalog>>>({ en });

export async function loadCatalog(lang: LanguageCode): Promise<void> {
  if ($catalogs.get()[lang]) return;
  const load = loaders[`./locales/${lang}.json`];
  if (!load) return;
  try {
    const catalog = await load();
    $catalogs.set({ ...$catalogs.get(), [lang]: catalog });
  } catch (error) {
    // A chunk that fails to load leaves the English fallback in place.
    console.warn(`[SiteChrome] could not load the ${lang} catalog`, error);
  }
}

/** `{name}` placeholders are filled from `vars`; a missing key falls back to English, then the key. */
export function translate(catalog: Catalog | undefined, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = catalog?.[key] ?? ENGLISH[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
