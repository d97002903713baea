import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { futuresHref, pilotHref, preMarketHref, preMarketItemHref, preMintHref, spotHref, type LinkPlace } from './links-rules';
import { pathSegment } from '../../rules/routes';

const EN: LinkPlace = { lang: 'en', defaultLang: 'en' };
const ZH: LinkPlace = { lang: 'zh', defaultLang: 'en' };
const TR_SITE: LinkPlace = { lang: 'tr', defaultLang: 'tr' };

/** Where a browser would take a link rendered on the page: it must stay on the page's origin. */
const PAGE = 'https://www.gate.example/zh/trade/BTC_USDT';
const staysOnSite = (href: string) => new URL(href, PAGE).origin === new URL(PAGE).origin;

describe('pre-market rows: trading ones lead to /trade/{BASE}_USDT, the others to their pre-market page (§2)', () => {
  const item = (currency: string, market: string) => ({ currency, market });
  it.each<[string, string | null, string | null]>([
    ['trading: its market named', preMarketItemHref(item('ZNR', 'ZNR_USDT'), EN), '/trade/ZNR_USDT'],
    ['trading, in Chinese', preMarketItemHref(item('ZNR', 'ZNR_USDT'), ZH), '/zh/trade/ZNR_USDT'],
    ['trading: the base in capitals, the pair always against USDT', preMarketItemHref(item('znr', 'znr_usdc'), EN), '/trade/ZNR_USDT'],
    ['not trading: no market', preMarketItemHref(item('ZNR', ''), EN), '/pre-market/ZNR'],
    ['not trading: a blank market', preMarketItemHref(item('znr', '  '), ZH), '/zh/pre-market/ZNR'],
    ['trading, but no currency: no link', preMarketItemHref(item(' ', 'X_USDT'), EN), null],
    ['trading, a slash in the currency stays in the segment', preMarketItemHref(item('a/b', 'A_USDT'), EN), '/trade/A%2FB_USDT'],
    ['not trading, dot-dot: no link', preMarketItemHref(item('..', ''), EN), null],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('row links under the language prefix (§2)', () => {
  it.each<[string, string | null, string | null]>([
    ['spot', spotHref('BTC_USDT', EN), '/trade/BTC_USDT'],
    ['spot in Chinese', spotHref('BTC_USDT', ZH), '/zh/trade/BTC_USDT'],
    ['spot on a site whose default is Turkish', spotHref('BTC_TRY', TR_SITE), '/trade/BTC_TRY'],
    ['futures: the settle in capitals', futuresHref('usdt', 'BTC_USDT', EN), '/futures/USDT/BTC_USDT'],
    ['BTC-settled futures in Chinese', futuresHref('btc', 'BTC_USD', ZH), '/zh/futures/BTC/BTC_USD'],
    ['pilot: chain and slug', pilotHref('sol/bonk-a1b2c3', EN), '/pilot/sol/bonk-a1b2c3'],
    ['pilot in Chinese', pilotHref('eth/pepe-1', ZH), '/zh/pilot/eth/pepe-1'],
    ['pre-market by currency', preMarketHref('ZNR', EN), '/pre-market/ZNR'],
    ['pre-market: the currency in capitals', preMarketHref('znr', ZH), '/zh/pre-market/ZNR'],
    ['pre-mint', preMintHref(ZH), '/zh/premint'],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('hostile values from the server: encoded, or no link', () => {
  it.each<[string, string | null, string | null]>([
    ['a slash in a pair', spotHref('BTC/USDT', EN), '/trade/BTC%2FUSDT'],
    ['a protocol-relative pair', spotHref('//evil.example', EN), '/trade/%2F%2Fevil.example'],
    ['a backslash', spotHref('\\evil.example', EN), '/trade/%5Cevil.example'],
    ['a dot-dot pair', spotHref('..', EN), null],
    ['a dot pair', spotHref('.', EN), null],
    ['three dots are a name', spotHref('...', EN), '/trade/...'],
    ['dot-dot with a slash', spotHref('../../logout', EN), '/trade/..%2F..%2Flogout'],
    ['an encoded dot-dot is encoded again', spotHref('%2e%2e', EN), '/trade/%252e%252e'],
    ['spaces', spotHref('BTC USDT', EN), '/trade/BTC%20USDT'],
    ['unicode', spotHref('比特币_USDT', EN), '/trade/%E6%AF%94%E7%89%B9%E5%B8%81_USDT'],
    ['an emoji', spotHref('🐸_USDT', EN), '/trade/%F0%9F%90%B8_USDT'],
    ['a lone surrogate cannot be encoded', spotHref('\uD800_USDT', EN), null],
    ['a query and a fragment', spotHref('BTC_USDT?x=1#y', EN), '/trade/BTC_USDT%3Fx%3D1%23y'],
    ['a scheme', spotHref('javascript:alert(1)', EN), '/trade/javascript%3Aalert(1)'],
    ['an empty pair', spotHref('', EN), null],
    ['a blank pair', spotHref('  ', EN), null],
    ['a newline', spotHref('BTC\n_USDT', EN), '/trade/BTC%0A_USDT'],
    ['futures with a dot-dot settle', futuresHref('..', 'BTC_USDT', EN), null],
    ['futures with a slash in the contract', futuresHref('usdt', 'a/b', EN), '/futures/USDT/a%2Fb'],
    ['pilot with an empty segment', pilotHref('sol//x', EN), null],
    ['pilot with a leading slash', pilotHref('/evil.example', EN), null],
    ['pilot protocol-relative', pilotHref('//evil.example/x', EN), null],
    ['pilot with a dot-dot segment', pilotHref('sol/../../logout', EN), null],
    ['pilot with a backslash', pilotHref('sol\\..\\x', EN), '/pilot/sol%5C..%5Cx'],
    ['pilot without a seo_path', pilotHref('', EN), null],
    ['pre-market with a slash', preMarketHref('a/b', EN), '/pre-market/A%2FB'],
    ['pre-market dot-dot', preMarketHref('..', EN), null],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });

  it('whatever the server sends, a link stays on the site, under its route, in one segment per value', () => {
    const value = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }),
      fc.constantFrom('..', '.', '//x', '\\\\x', '%2e%2e', 'https://evil.example', '/\\evil'));
    fc.assert(fc.property(value, value, fc.constantFrom(EN, ZH), (a, b, place) => {
      for (const [href, head, segments] of [
        [spotHref(a, place), '/trade/', 1], [futuresHref(a, b, place), '/futures/', 2], [preMarketHref(a, place), '/pre-market/', 1],
      ] as const) {
        if (href === null) continue;
        expect(staysOnSite(href)).toBe(true);
        const path = href.replace(/^\/zh(?=\/)/, '');
        expect(path.startsWith(head)).toBe(true);
        expect(path.slice(head.length).split('/')).toHaveLength(segments);
        expect(new URL(href, PAGE).pathname).toBe(href); // nothing resolves away (no dot segment)
      }
      const pilot = pilotHref(`${a}/${b}`, place);
      if (pilot !== null) {
        expect(staysOnSite(pilot)).toBe(true);
        expect(new URL(pilot, PAGE).pathname).toBe(pilot);
      }
    }));
  });

  it.each([['.', null], ['..', null], ['', null], ['a b', 'a%20b'], ['x', 'x']])('pathSegment(%j) → %j', (raw, expected) => {
    expect(pathSegment(raw)).toBe(expected);
  });
});

