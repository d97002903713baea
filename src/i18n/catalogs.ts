import { atom } from 'nanostores';
import core from './locales/en.json';
import nav from './locales/nav/en.json';
import footer from './locales/footer/en.json';
import type account from './locales/account/en.json';
import type settings from './locales/settings/en.json';
import type quality from './locales/quality/en.json';
import type { LanguageCode } from '../config/languages';

/**
 * Each feature keeps its messages in its own folder (`locales/<feature>/<lang>.json`, the core in
 * `locales/<lang>.json`), so features grow their catalogs without touching each other's files.
 *
 * The header and footer a visitor sees first need core, nav and footer, so their English ships in
 * the entry. The other features render only after a lazy chunk has loaded; their messages (English
 * included) travel with them: `withMessages('account', import('./Panel'))`.
 */
const EAGER_ENGLISH = { ...core, ...nav, ...footer };

export type LazyFeature = 'account' | 'settings' | 'quality';
export type MessageKey = keyof typeof EAGER_ENGLISH | keyof typeof account | keyof typeof settings | keyof typeof quality;
export type Catalog = Partial<Record<MessageKey, string>>;

export const ENGLISH: Catalog = EAGER_ENGLISH;

/** Every catalog file except the English ones already in the entry: one lazy chunk each. */
const loaders = import.meta.glob<Catalog>(
  ['./locales/**/*.json', '!./locales/en.json', '!./locales/nav/en.json', '!./locales/footer/en.json'],
  { import: 'default' },
);
const EAGER_FOLDERS = ['', 'nav/', 'footer/'];

function loaderFor(folder: string, lang: string): (() => Promise<Catalog>) | undefined {
  return loaders[`./locales/${folder}${lang}.json`];
}

/** Catalogs loaded so far; components re-render when one arrives. */
export const $catalogs = atom<Partial<Record<LanguageCode, Catalog>>>({ en: { ...EAGER_ENGLISH } });

const requestedFeatures = new Set<LazyFeature>();
const loadedParts = new Set<string>();

async function loadParts(lang: LanguageCode, folders: readonly string[]): Promise<void> {
  const wanted = folders.filter((f) => !loadedParts.has(`${f}${lang}`) && loaderFor(f, lang));
  if (wanted.length === 0) return;
  try {
    const parts = await Promise.all(wanted.map((f) => loaderFor(f, lang)!()));
    for (const f of wanted) loadedParts.add(`${f}${lang}`);
    const current = $catalogs.get();
    $catalogs.set({ ...current, [lang]: Object.assign({}, current[lang], ...parts) as Catalog });
  } catch (error) {
    // A chunk that fails to load leaves the English fallback (or the key) in place.
    console.warn(`[SiteChrome] could not load the ${lang} catalog`, error);
  }
}

const lazyFolders = () => [...requestedFeatures].map((f) => `${f}/`);

/** The catalog of `lang`, with the messages of every lazy feature shown so far. */
export async function loadCatalog(lang: LanguageCode): Promise<void> {
  await Promise.all([
    loadParts(lang, lang === 'en' ? [] : EAGER_FOLDERS),
    loadParts('en', lazyFolders()),
    lang === 'en' ? Promise.resolve() : loadParts(lang, lazyFolders()),
  ]);
}

/**
 * Resolves `chunk` once the feature's messages (English and every language loaded so far) are
 * in, so a lazy component never shows a bare key.
 */
export async function withMessages<T>(feature: LazyFeature, chunk: Promise<T>): Promise<T> {
  requestedFeatures.add(feature);
  const langs = Object.keys($catalogs.get()) as LanguageCode[];
  const [module] = await Promise.all([chunk, ...langs.map((lang) => loadParts(lang, [`${feature}/`]))]);
  return module;
}

/** `{name}` placeholders are filled from `vars`; a missing key falls back to English, then the key. */
export function translate(catalog: Catalog | undefined, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = catalog?.[key] ?? $catalogs.get().en?.[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
