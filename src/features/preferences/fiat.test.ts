import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { convertUsd, fiatOptions, filterFiats } from './fiat';
import { languageLabel } from './labels';

const list = {
  EUR: { fiat: 'EUR', symbol: '€' },
  TRY: { fiat: 'TRY', symbol: '₺' },
  USDT: { fiat: 'USDT', symbol: '' },
  JPY: { fiat: 'JPY', symbol: '¥' },
};

describe('fiat search', () => {
  const options = fiatOptions(list);

  it('offers every fiat of the list, and USD, by code', () => {
    expect(options.map((o) => o.code)).toEqual(['EUR', 'JPY', 'TRY', 'USD', 'USDT']);
    expect(options.find((o) => o.code === 'USD')?.symbol).toBe('$');
  });

  it('matches a substring of the code, case-insensitively', () => {
    expect(filterFiats(options, 'us').map((o) => o.code)).toEqual(['USD', 'USDT']);
    expect(filterFiats(options, 'R').map((o) => o.code)).toEqual(['EUR', 'TRY']);
    expect(filterFiats(options, ' jp ').map((o) => o.code)).toEqual(['JPY']);
    expect(filterFiats(options, 'xyz')).toEqual([]);
  });

  it('an empty query (the clear control) shows everything', () => {
    expect(filterFiats(options, '')).toHaveLength(options.length);
  });

  it('every result contains the query and nothing containing it is left out', () => {
    fc.assert(fc.property(fc.string({ maxLength: 3 }), (q) => {
      const found = filterFiats(options, q).map((o) => o.code);
      const needle = q.trim().toUpperCase();
      expect(found).toEqual(options.filter((o) => o.code.includes(needle)).map((o) => o.code));
    }));
  });
});

describe('USD amounts in the chosen fiat', () => {
  const rates = { EUR: 0.92, TRY: 34.2, JPY: 0 };

  it('converts with curr_fiat_market_rates and carries the fiat symbol', () => {
    expect(convertUsd(100, 'eur', rates, list)).toEqual({ value: 92, code: 'EUR', symbol: '€' });
    expect(convertUsd(10, 'TRY', rates, list).value).toBeCloseTo(342);
  });

  it('stays in USD without a usable rate', () => {
    expect(convertUsd(5, 'JPY', rates, list)).toEqual({ value: 5, code: 'USD', symbol: '$' });
    expect(convertUsd(5, 'GBP', rates, list)).toEqual({ value: 5, code: 'USD', symbol: '$' });
    expect(convertUsd(Number.NaN, 'EUR', rates, list).value).toBe(0);
  });
});

describe('language labels', () => {
  it('uses lang_list when it has a label, the SDK label otherwise', () => {
    expect(languageLabel('de', { de: 'Deutsch (server)' })).toBe('Deutsch (server)');
    expect(languageLabel('de', {})).toBe('Deutsch');
    expect(languageLabel('ja', { ja: '  ' })).toBe('日本語');
  });
});
