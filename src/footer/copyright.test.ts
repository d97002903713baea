import { beforeAll, describe, expect, it } from 'vitest';
import { copyrightHolder, copyrightYears } from './copyright';
import { loadMessages, translate } from '../i18n/catalogs';
import { SITES } from '../config/sites';
import { SITE_CONTACTS } from '../config/site-contacts';

// The footer's messages travel with its lazy chunk.
beforeAll(() => loadMessages('footer'));

describe('copyright line (site-chrome.md §3)', () => {
  it('runs from the founding year to the current year', () => {
    expect(copyrightYears(SITES.main.foundingYear, new Date('2026-11-22'))).toEqual({ from: 2013, to: 2026 });
    expect(copyrightYears(SITES.turkey.foundingYear, new Date('2026-01-01'))).toEqual({ from: 2022, to: 2026 });
    expect(copyrightYears(SITES.main.foundingYear, new Date('2031-03-01'))).toEqual({ from: 2013, to: 2031 });
    // A clock set before the founding year never gives a backwards range.
    expect(copyrightYears(2022, new Date('2020-01-01'))).toEqual({ from: 2022, to: 2022 });
  });

  it('ends the sentence with one full stop, whatever the legal name ends with', () => {
    const line = translate(undefined, 'footer.copyright', { from: 2013, to: 2026, brand: copyrightHolder(SITE_CONTACTS.main.legalName) });
    expect(line).toBe('© 2013–2026 Gate Technology Inc. All rights reserved.');
    expect(copyrightHolder('Gate UK Ltd')).toBe('Gate UK Ltd');
  });
});
