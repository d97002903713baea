import { describe, expect, it } from 'vitest';
import { SITES } from '../config/sites';
import { microAppBaseProps, searchAppProps } from './micro-app-props';

describe('microAppBaseProps', () => {
  it.each([
    ['main', 'en', '', 'ltr'],
    ['main', 'zh', '/zh', 'ltr'],
    ['main', 'ar', '/ar', 'rtl'],
    ['turkey', 'tr', '', 'ltr'],
    ['turkey', 'en', '/en', 'ltr'],
  ] as const)('%s in %s: prefix %j, %s', (site, lang, prefix, dir) => {
    const props = microAppBaseProps({ site: SITES[site], lang, apiBase: '/api', theme: 'dark', nonce: 'n1' });
    expect(props).toEqual({ site, siteId: SITES[site].id, lang, prefix, theme: 'dark', apiBase: '/api', nonce: 'n1', dir });
  });
});

describe('searchAppProps (site-chrome.md §7: the search micro-app\'s props)', () => {
  const data = {
    fiatRates: { USD: 1, EUR: 0.92 }, currFiat: 'EUR', marketRates: { USD: 1, TRY: 34.1 }, defaultP2PFiat: 'TRY',
    coinIconWhitelist: { BTC: 3, ETH: 2 }, keyword: 'btc', refTime: 'utc8' as const,
  };
  it.each([
    ['main', 'en', 'light', ''],
    ['main', 'ar', 'dark', '/ar'],
    ['turkey', 'tr', 'dark', ''],
    ['turkey', 'en', 'light', '/en'],
  ] as const)('%s in %s, %s theme: language prefix %j, search version 5', (site, lang, theme, prefix) => {
    const base = microAppBaseProps({ site: SITES[site], lang, apiBase: '', theme, nonce: undefined });
    expect(searchAppProps(base, data)).toEqual({
      ...base, lang, theme, prefix, langPrefix: prefix, searchVersion: 5,
      fiatRates: data.fiatRates, currFiat: 'EUR', marketRates: data.marketRates, defaultP2PFiat: 'TRY', coinIconWhitelist: data.coinIconWhitelist,
      keyword: 'btc', refTime: 'utc8',
    });
  });

  it('the settings\' defaults (failed calls) still give every prop', () => {
    const base = microAppBaseProps({ site: SITES.main, lang: 'en', apiBase: '', theme: 'light', nonce: undefined });
    const props = searchAppProps(base, { fiatRates: {}, currFiat: 'USD', marketRates: {}, defaultP2PFiat: 'USD', coinIconWhitelist: {}, keyword: '', refTime: '24h' });
    expect(Object.keys(props).sort()).toEqual([
      'apiBase', 'coinIconWhitelist', 'currFiat', 'defaultP2PFiat', 'dir', 'fiatRates', 'keyword', 'lang', 'langPrefix',
      'marketRates', 'nonce', 'prefix', 'refTime', 'searchVersion', 'site', 'siteId', 'theme',
    ]);
    expect(props.searchVersion).toBe(5);
  });
});
