import { describe, expect, it } from 'vitest';
import { SITES } from '../../config/sites';
import { TOP_MENUS } from '../../config/menus/top';
import { SEARCH_PAGE, searchEntry, searchPageQuery, type SearchEntryInput } from './rules';

const APP = '/demo-pages/micro-apps/search.js';
const base: SearchEntryInput = { site: SITES.main, ukLimit: false, italyLimit: false, query: '', deviceTypeCookie: undefined, app: APP };
const hidden = { ...SITES.main, hidden: new Set([...SITES.main.hidden, 'search' as const]) };

describe('searchEntry (site-chrome.md §5: the search modal is skipped when hidden or with device_type)', () => {
  it.each<[string, Partial<SearchEntryInput>, ReturnType<typeof searchEntry>]>([
    ['configured micro-app', {}, 'app'],
    ['no micro-app: the markets page', { app: undefined }, 'page'],
    ['empty micro-app URL: the markets page', { app: '' }, 'page'],
    ['other query parameters', { query: '?ref=abc&lang=en' }, 'app'],
    ['a parameter that only ends in device_type', { query: '?my_device_type=1' }, 'app'],
    ['device_type in the query', { query: '?device_type=ios' }, 'none'],
    ['device_type in the query, empty value', { query: '?x=1&device_type=' }, 'none'],
    ['device_type in the query, without the micro-app', { query: '?device_type=android', app: undefined }, 'none'],
    ['device_type cookie', { deviceTypeCookie: 'ios' }, 'none'],
    ['device_type cookie, empty value', { deviceTypeCookie: '' }, 'none'],
    ['device_type cookie, without the micro-app', { deviceTypeCookie: 'android', app: undefined }, 'none'],
    ['the site hides search', { site: hidden }, 'none'],
    ['the site hides search, without the micro-app', { site: hidden, app: undefined }, 'none'],
    ['UK limit', { ukLimit: true }, 'none'],
    ['Italy limit', { italyLimit: true }, 'none'],
    ['Italy limit, without the micro-app', { italyLimit: true, app: undefined }, 'none'],
  ])('%s → %s', (_, change, expected) => {
    expect(searchEntry({ ...base, ...change })).toBe(expected);
  });

  it('every site of the configuration shows it by default', () => {
    for (const site of Object.values(SITES)) expect(searchEntry({ ...base, site })).toBe('app');
  });
});

it('without the micro-app the box leads where the header\'s Markets entry does', () => {
  expect(SEARCH_PAGE).toBe(TOP_MENUS.find((entry) => entry.id === 'markets')?.route);
});

describe('searchPageQuery (the box without the micro-app: Enter goes to the markets page)', () => {
  it.each<[string, string]>([
    ['', ''],
    ['   ', ''],
    ['btc', '?keyword=btc'],
    ['  eth ', '?keyword=eth'],
    ['BTC_USDT', '?keyword=BTC_USDT'],
    ['a&b=c#d', '?keyword=a%26b%3Dc%23d'],
    ['btc usdt', '?keyword=btc%20usdt'],
    ['بيتكوين', '?keyword=%D8%A8%D9%8A%D8%AA%D9%83%D9%88%D9%8A%D9%86'],
    ['\uD800', ''],
  ])('%j → %j', (typed, expected) => {
    expect(searchPageQuery(typed)).toBe(expected);
  });
});
