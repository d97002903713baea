import { atom } from 'nanostores';
import core from './locales/en.json';
import nav from './locales/nav/en.json';
import type footer from './locales/footer/en.json';
import type account from './locales/account/en.json';
import type settings from './locales/settings/en.json';
import type navmenu from './locales/navmenu/en.json';
import type upcoming from './locales/upcoming/en.json';
import type microapps from './locales/microapps/en.json';
import type fund from './locales/fund/en.json';
import type chooser from './locales/chooser/en.json';
import type kyc from './locales/kyc/en.json';
import type popups from './locales/popups/en.json';
import type compliance from './locales/compliance/en.json';
import type bar from './locales/bar/en.json';
import type notifications from './locales/notifications/en.json';
import type markets from './locales/markets/en.json';
import type notfound from './locales/notfound/en.json';
import type sidemenu from './locales/sidemenu/en.json';
import type growth from './locales/growth/en.json';
import type chart from './locales/chart/en.json';
import type { LanguageCode } from './codes';
import { EAGER_FEATURES, featureFolder, type LazyFeature } from './features';

export type { LazyFeature };

/**
 * Each feature keeps its messages in its own folder (`locales/<feature>/<lang>.json`, the core in
 * `locales/<lang>.json`), so features grow their catalogs without touching each other's files.
 *
 * The header a visitor sees first needs core and nav, so their English ships in the entry. The
 * other features (the footer's content included) render only after a lazy chunk has loaded; their
 * messages, English included, travel with them: `withMessages('account', import('./Panel'))`.
 */
const EAGER_ENGLISH = { ...core, ...nav };

/**
 * `navmenu`: the header's menu panels and drawer (the top-level labels are in `nav`); `upcoming`:
 * the EU "Stay tuned!" dialog the header and the footer share. The features are listed once, in
 * features.ts; the key type needs each folder's English by name (TypeScript types cannot be
 * imported from a list).
 */
export type MessageKey = keyof typeof EAGER_ENGLISH | keyof typeof footer | keyof typeof account | keyof typeof settings
  | keyof typeof navmenu | keyof typeof upcoming | keyof typeof microapps | keyof typeof fund | keyof typeof chooser
  | keyof typeof kyc | keyof typeof popups | keyof typeof compliance | keyof typeof bar | keyof typeof notifications
  | keyof typeof markets | keyof typeof notfound | keyof typeof sidemenu | keyof typeof growth | keyof typeof chart;
export type Catalog = Partial<Record<MessageKey, string>>;

export const ENGLISH: Catalog = EAGER_ENGLISH;

import { loadCatalogFile } from './catalog-files';
import { loadChunk, within } from '../platform/chunk';
import { report } from '../platform/report';

/** Folders whose English is in the entry; `''` is the top (core) folder. */
const EAGER_FOLDERS = EAGER_FEATURES.map(featureFolder);
const isEagerEnglish = (folder: string, lang: string) => lang === 'en' && EAGER_FOLDERS.includes(folder);

/** Catalogs loaded so far; components re-render when one arrives. */
export const $catalogs = atom<Partial<Record<LanguageCode, Catalog>>>({ en: { ...EAGER_ENGLISH } });

const requestedFeatures = new Set<LazyFeature>();
const loadedParts = new Set<string>();

async function loadParts(lang: LanguageCode, folders: readonly string[]): Promise<void> {
  const wanted = folders.filter((f) => !isEagerEnglish(f, lang) && !loadedParts.has(`${f}${lang}`));
  if (wanted.length === 0) return;
  try {
    const parts = await Promise.all(wanted.map((f) => loadChunk(() => loadCatalogFile(f.replace('/', ''), lang))));
    for (const f of wanted) loadedParts.add(`${f}${lang}`);
    const current = $catalogs.get();
    $catalogs.set({ ...current, [lang]: Object.assign({}, current[lang], ...parts) as Catalog });
  } catch (error) {
    // A chunk that fails to load leaves the English fallback (or the key) in place.
    report(error, { area: 'chunk', what: `could not load the ${lang} catalog` });
  }
}

const lazyFolders = () => [...requestedFeatures].map((f) => `${f}/`);

/**
 * How long the chrome waits for a catalog before it renders in English (issue 11). A catalog is a
 * 1–3 kB module from the origin and connection that just served the core, so it normally takes one
 * round trip, well under a second even on a slow mobile network (400–700 ms RTT); 2 s covers that
 * with room and stays under the 2.5 s of a "good" Largest Contentful Paint, past which an empty
 * reserved header costs more than a flash of English. The catalog still loads after the wait, and
 * the chrome switches to it when it arrives (`$catalogs`).
 */
export const CATALOG_WAIT_MS = 2000;

/**
 * The catalog of `lang`, with the messages of every lazy feature shown so far. Resolves when they
 * are in or after `CATALOG_WAIT_MS`, whichever is first; never rejects.
 */
export function loadCatalog(lang: LanguageCode): Promise<unknown> {
  return within(Promise.all([
    loadParts(lang, lang === 'en' ? [] : EAGER_FOLDERS),
    loadParts('en', lazyFolders()),
    lang === 'en' ? Promise.resolve() : loadParts(lang, lazyFolders()),
  ]), CATALOG_WAIT_MS);
}

/**
 * Resolves `chunk` once the feature's messages (English and every language loaded so far) are
 * in, so a lazy component never shows a bare key; a stalled catalog holds it `CATALOG_WAIT_MS` at
 * most (the part then shows English until its catalog arrives).
 */
export async function withMessages<T>(feature: LazyFeature, chunk: Promise<T>): Promise<T> {
  const [module] = await Promise.all([chunk, within(loadMessages(feature), CATALOG_WAIT_MS)]);
  return module;
}

/** The feature's messages in English and every language loaded so far. */
export async function loadMessages(feature: LazyFeature): Promise<void> {
  requestedFeatures.add(feature);
  const langs = Object.keys($catalogs.get()) as LanguageCode[];
  await Promise.all(langs.map((lang) => loadParts(lang, [`${feature}/`])));
}

/** `{name}` placeholders are filled from `vars`; a missing key falls back to English, then the key. */
export function translate(catalog: Catalog | undefined, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = catalog?.[key] ?? $catalogs.get().en?.[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
