import { atom } from 'nanostores';
import core from './locales/en.json';
import nav from './locales/nav/en.json';
import account from './locales/account/en.json';
import type footerEnglish from './locales/footer/en.json';
import settings from './locales/settings/en.json';
import quality from './locales/quality/en.json';
import type { LanguageCode } from '../config/languages';

/**
 * Each feature keeps its messages in its own folder (`locales/<feature>/<lang>.json`, the core in
 * `locales/<lang>.json`), so features grow their catalogs without touching each other's files.
 */
const en = { ...core, ...nav, ...account, ...settings, ...quality };

/**
 * The footer's English messages travel with the footer's lazy chunk (it sits below the fold and
 * the first paint is at its size budget); the chunk hands them over with `addEnglish` before it
 * renders, so the English fallback is complete wherever a footer key can be shown.
 */
export type MessageKey = keyof typeof en | keyof typeof footerEnglish;
export type Catalog = Partial<Record<MessageKey, string>>;

export const ENGLISH: Catalog = en;

/** Adds English messages that load with a lazy feature chunk (see `MessageKey`). */
export function addEnglish(part: Catalog): void {
  Object.assign(ENGLISH, part);
}

/** One lazy chunk per language and feature file; English ships in the entry as the fallback (compliance §5). */
const loaders = import.meta.glob<Catalog>(['./locales/**/*.json', '!./locales/**/en.json'], { import: 'default' });

function loadersFor(lang: string): Array<() => Promise<Catalog>> {
  return Object.entries(loaders).filter(([path]) => path.endsWith(`/${lang}.json`)).map(([, load]) => load);
}

/** Catalogs loaded so far; components re-render when one arrives. */
export const $catalogs = atom<Partial<Record<LanguageCode, Catalog>>>({ en });

export async function loadCatalog(lang: LanguageCode): Promise<void> {
  if ($catalogs.get()[lang]) return;
  const parts = loadersFor(lang);
  if (parts.length === 0) return;
  try {
    const catalog = Object.assign({}, ...(await Promise.all(parts.map((load) => load())))) as Catalog;
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
