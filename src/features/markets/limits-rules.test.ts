import { describe, expect, it } from 'vitest';
import * as limits from './limits-rules';

/**
 * The market panels' numbers against site-chrome.md §4 and §9, written out as the spec gives them
 * (not computed from the module), so a changed constant fails here before it changes a panel.
 */
describe('market limits: the spec numbers', () => {
  it.each<[keyof typeof limits, number, string]>([
    ['MARKET_LIST_HEIGHT', 530, '§9 virtual lists: height 530 px'],
    ['MARKET_ROW_HEIGHT', 58, '§9 virtual lists: row height 58'],
    ['MARKET_LIST_OVERSCAN', 9, '§9 virtual lists: 9 extra rows'],
    ['VIEW_ALL_SCROLL_PX', 450, '§4, §9: view-all threshold 450 px'],
    ['VIEW_ALL_DEBOUNCE_MS', 200, '§4, §9: debounce 200 ms'],
    ['CONTRACT_REFRESH_MS', 600_000, '§9: contract list refresh 600000 ms (10 minutes)'],
    // §9 gives "240 (units not shown)": read as minutes (market-limits.ts and docs/features.md say why).
    ['MARKET_CACHE_LIFETIME_MS', 14_400_000, '§9: market cache lifetime 240, as minutes'],
  ])('%s = %s (%s)', (name, expected) => {
    expect(limits[name]).toBe(expected);
  });

  it('covers every number of the module', () => {
    expect(Object.keys(limits).sort()).toEqual([
      'CONTRACT_REFRESH_MS', 'MARKET_CACHE_LIFETIME_MS', 'MARKET_LIST_HEIGHT', 'MARKET_LIST_OVERSCAN', 'MARKET_ROW_HEIGHT',
      'VIEW_ALL_DEBOUNCE_MS', 'VIEW_ALL_SCROLL_PX',
    ]);
  });
});
