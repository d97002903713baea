import { $catalogs, type Catalog } from '../i18n/catalogs';
import type { LanguageCode } from '../config/languages';

/** The prerendered roots' catalog files, read at build time into the server bundle (no network on the server). */
const FILES = import.meta.glob<Catalog>(['../i18n/locales/*.json', '../i18n/locales/nav/*.json', '../i18n/locales/footer/*.json'], { import: 'default', eager: true });

/** The prerendered roots' messages: the header's (core, nav) and the footer's. */
const FOLDERS = ['', 'nav/', 'footer/'];

const catalogOf = (lang: LanguageCode): Catalog =>
  Object.assign({}, ...FOLDERS.map((folder) => FILES[`../i18n/locales/${folder}${lang}.json`] ?? {})) as Catalog;

/** English (the fallback of every missing message) and `lang`, as the client has them once loaded. */
export function setCatalogs(lang: LanguageCode): void {
  $catalogs.set({ en: catalogOf('en'), [lang]: catalogOf(lang) });
}
