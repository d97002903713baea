import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGE_CODES } from '../config/languages';
import { translate, ENGLISH, type MessageKey } from './catalogs';

// Vitest runs from the project root; happy-dom gives import.meta.url an http scheme.
const dir = resolve('src/i18n/locales');
const read = (code: string) => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogs', () => {
  it('has one catalog per language', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', '')).sort();
    expect(files).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en'))('%s has every English key, with the same placeholders', (code) => {
    const catalog = read(code);
    const missing = Object.keys(ENGLISH).filter((k) => !catalog[k]?.trim());
    expect(missing, `missing in ${code}.json`).toEqual([]);
    const wrong = Object.keys(ENGLISH).filter((k) => catalog[k] && placeholders(catalog[k]).join() !== placeholders(ENGLISH[k as MessageKey] ?? '').join());
    expect(wrong, `placeholders differ in ${code}.json`).toEqual([]);
  });

  it('falls back to English, then to the key, and fills placeholders', () => {
    expect(translate({}, 'header.login')).toBe('Log In');
    expect(translate({ 'header.login': 'Giriş Yap' }, 'header.login')).toBe('Giriş Yap');
    expect(translate(undefined, 'footer.copyright', { from: 2013, to: 2026, brand: 'Gate' })).toBe('© 2013–2026 Gate. All rights reserved.');
    expect(translate({}, 'no.such.key' as MessageKey)).toBe('no.such.key');
  });
});
