import { describe, expect, it } from 'vitest';
import { buyFiat, buyFiatOption, parseBuyFiat } from './buy-fiat';

const OPTIONS = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'TRY' }];

describe('Buy Crypto\'s fiat: the defaultBuyCryptoFiat cookie, else the server\'s default (site-chrome.md §3)', () => {
  it.each<[string, string, string, string | undefined]>([
    ['the remembered fiat first', 'EUR', 'TRY', 'EUR'],
    ['as written in any case', 'eur', 'TRY', 'EUR'],
    ['nothing remembered: the server default', '', 'TRY', 'TRY'],
    ['a remembered fiat Pay-with does not offer: the server default', 'JPY', 'TRY', 'TRY'],
    ['neither offered: the first option', 'JPY', 'GBP', 'USD'],
    ['a cookie that is no fiat code is ignored', 'EUR;x=1', 'TRY', 'TRY'],
  ])('%s', (_name, remembered, serverDefault, fiat) => {
    expect(buyFiatOption(OPTIONS, remembered, serverDefault)?.fiat).toBe(fiat);
  });

  it('no options, no option', () => {
    expect(buyFiatOption([], 'EUR', 'USD')).toBeUndefined();
  });

  it.each<[string, string, string]>([
    ['EUR', 'USD', 'EUR'], ['', 'USD', 'USD'], ['<script>', 'USD', 'USD'], [' try ', 'USD', 'TRY'],
  ])('the links\' fiat: remembered %j, server %j → %j', (remembered, serverDefault, fiat) => {
    expect(buyFiat(remembered, serverDefault)).toBe(fiat);
  });

  it.each<[string | undefined, string]>([
    [undefined, ''], ['', ''], ['usd', 'USD'], ['USDT1', 'USDT1'], ['E', ''], ['EURO-X', ''], ['ABCDEFGHIJK', ''],
  ])('parses the cookie %j as %j', (raw, fiat) => {
    expect(parseBuyFiat(raw)).toBe(fiat);
  });
});
