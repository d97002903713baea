import { describe, expect, it } from 'vitest';
import { NOINDEX, robotsFor } from './seo';
import { SITES, SITE_KEYS } from '../config/sites';
import { LANGUAGE_CODES } from '../config/languages';

describe('robotsFor (compliance §5: Netherlands and Italian locales on the main site)', () => {
  it.each([
    ['main', 'nl', NOINDEX],
    ['main', 'it', NOINDEX],
    ['main', 'it-eu', NOINDEX],
    ['main', 'en', null],
    ['main', 'de', null],
    ['main', 'en-eu', null],
    ['malta', 'nl', null],
    ['malta', 'it-eu', null],
    ['turkey', 'it', null],
  ] as const)('%s, %s → %s', (site, lang, expected) => {
    expect(robotsFor(SITES[site], lang)).toBe(expected);
  });

  it('every site and language: noindex exactly on the main site\'s nl and Italian pages', () => {
    for (const key of SITE_KEYS) {
      for (const lang of LANGUAGE_CODES) {
        const expected = key === 'main' && (lang === 'nl' || lang.startsWith('it')) ? NOINDEX : null;
        expect(robotsFor(SITES[key], lang), `${key} ${lang}`).toBe(expected);
      }
    }
  });
});
