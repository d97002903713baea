import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../root/useT';
import { TAB_SPECS, type RowContext } from './tabs';

const ctx: RowContext = {
  place: { lang: 'en', defaultLang: 'en' },
  icons: { apiBase: '', whitelist: {}, defaultIcon: '/images/coin-default.svg' },
  t: ((key: string) => key) as TFunction,
  locale: 'en',
  now: 0,
  tabs: [],
};
const item = (currency: string, market: string) => ({ currency, market, fullName: currency, tags: [] });

describe('the pre-market tab\'s rows (site-chrome.md §2)', () => {
  it.each<[string, ReturnType<typeof item>, string, string]>([
    ['a pre-market item that trades leads to its USDT pair', item('ZNR', 'ZNR_USDT'), 'preMarket', '/trade/ZNR_USDT'],
    ['one that does not keeps its pre-market page', item('ZNR', ''), 'preMarket', '/pre-market/ZNR'],
    ['a pre-mint item leads to /premint, whatever its market', item('ZNR', 'ZNR_USDT'), 'preMint', '/premint'],
  ])('%s', (_name, row, category, href) => {
    expect(TAB_SPECS.pre_market.view(row, ctx, category).href).toBe(href);
  });
});
