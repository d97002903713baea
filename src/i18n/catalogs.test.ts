import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGE_CODES } from '../config/languages';
import { translate, withMessages, loadCatalog, $catalogs, type MessageKey } from './catalogs';
import { CATALOG_FEATURES, EAGER_FEATURES, featureFolder, type LazyFeature } from './features';

// Vitest runs from the project root; happy-dom gives import.meta.url an http scheme.
const dir = resolve('src/i18n/locales');
const FEATURES = CATALOG_FEATURES.map((f) => featureFolder(f).replace('/', ''));
const LAZY = CATALOG_FEATURES.filter((f): f is LazyFeature => !(EAGER_FEATURES as readonly string[]).includes(f));
const read = (code: string) => Object.assign({}, ...FEATURES.map((f) =>
  JSON.parse(readFileSync(join(dir, f, `${code}.json`), 'utf8')) as Record<string, string>)) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const ENGLISH = read('en') as Partial<Record<MessageKey, string>>;

describe('catalogs', () => {
  it.each(FEATURES)('feature folder "%s" has one catalog per language', (feature) => {
    const files = readdirSync(join(dir, feature)).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
  });

  it('has no feature folder the catalog loader does not know', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(folders).toEqual(FEATURES.filter(Boolean).sort());
  });

  it('uses each key in one feature file only', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const f of FEATURES) {
      for (const key of Object.keys(JSON.parse(readFileSync(join(dir, f, 'en.json'), 'utf8')) as object)) {
        if (seen.has(key)) clashes.push(`${key} in ${seen.get(key) || 'core'} and ${f || 'core'}`);
        seen.set(key, f);
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s has every English key, with the same placeholders', (code) => {
    const catalog = read(code);
    const missing = Object.keys(ENGLISH).filter((k) => !catalog[k]?.trim());
    expect(missing, `missing in ${code}.json`).toEqual([]);
    const wrong = Object.keys(ENGLISH).filter((k) => catalog[k] && placeholders(catalog[k]).join() !== placeholders(ENGLISH[k as MessageKey] ?? '').join());
    expect(wrong, `placeholders differ in ${code}.json`).toEqual([]);
  });

  it.each(LAZY)('loads the %s messages, English and the loaded languages, with the feature chunk', async (feature) => {
    await loadCatalog('de');
    const file = (lang: string) => JSON.parse(readFileSync(join(dir, feature, `${lang}.json`), 'utf8')) as Record<string, string>;
    await expect(withMessages(feature, Promise.resolve('chunk'))).resolves.toBe('chunk');
    for (const [key, text] of Object.entries(file('en'))) expect(translate(undefined, key as MessageKey)).toBe(text);
    for (const [key, text] of Object.entries(file('de'))) expect(translate($catalogs.get().de, key as MessageKey)).toBe(text);
    // A language chosen later brings the messages of the features already shown.
    await loadCatalog('fr');
    for (const [key, text] of Object.entries(file('fr'))) expect(translate($catalogs.get().fr, key as MessageKey)).toBe(text);
  });

  it('falls back to English, then to the key, and fills placeholders', () => {
    expect(translate({}, 'header.login')).toBe('Log In');
    expect(translate({ 'header.login': 'Giriş Yap' }, 'header.login')).toBe('Giriş Yap');
    expect(translate(undefined, 'header.login')).toBe('Log In');
    expect(translate({}, 'no.such.key' as MessageKey)).toBe('no.such.key');
  });
});
