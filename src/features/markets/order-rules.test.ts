import { describe, expect, it } from 'vitest';
import { newlistedOrder, nextOpeningAt, notYetOpen, opensIn } from './order-rules';

/** A fake clock: a fixed "now" (ms) and opening times (s) relative to it. */
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const HOUR_S = 3600;
const at = (hours: number) => NOW / 1000 + hours * HOUR_S;
const c = (name: string, openingTime: number) => ({ name, openingTime });
const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('notYetOpen and opensIn', () => {
  it.each<[string, number, boolean, number]>([
    ['opens in an hour', at(1), true, 3_600_000],
    ['opens in one second', at(1 / HOUR_S), true, 1000],
    ['opens exactly now', at(0), false, 0],
    ['opened an hour ago', at(-1), false, 0],
    ['0 means open', 0, false, 0],
    ['a negative time means open', -5, false, 0],
    ['NaN means open', Number.NaN, false, 0],
  ])('%s', (_name, openingTime, upcoming, wait) => {
    expect(notYetOpen({ openingTime }, NOW)).toBe(upcoming);
    expect(opensIn({ openingTime }, NOW)).toBe(wait);
  });
});

describe('newlistedOrder: not yet open first, soonest first, then the open ones in server order', () => {
  it.each<[string, ReturnType<typeof c>[], string[]]>([
    ['empty', [], []],
    ['all open keep their order', [c('A', at(-70)), c('B', 0), c('C', at(-20))], ['A', 'B', 'C']],
    ['all upcoming by opening time', [c('A', at(50)), c('B', at(26)), c('C', at(38))], ['B', 'C', 'A']],
    ['mixed', [c('OLD', at(-70)), c('D3', at(74)), c('ZERO', 0), c('D1', at(26)), c('NEW', at(-20)), c('D2', at(38))],
      ['D1', 'D2', 'D3', 'OLD', 'ZERO', 'NEW']],
    ['equal opening times keep the server order', [c('X', at(5)), c('Y', at(5)), c('Z', at(1))], ['Z', 'X', 'Y']],
    ['opening exactly now counts as open', [c('NOW', at(0)), c('SOON', at(1))], ['SOON', 'NOW']],
  ])('%s', (_name, list, expected) => {
    expect(names(newlistedOrder(list, NOW))).toEqual(expected);
  });

  it('leaves its input alone', () => {
    const list = [c('A', at(-1)), c('B', at(1))];
    newlistedOrder(list, NOW);
    expect(names(list)).toEqual(['A', 'B']);
  });

  it('as the clock moves, a contract that opens joins the open ones', () => {
    const list = [c('EARLY', at(-1)), c('LATER', at(3)), c('SOON', at(1))];
    expect(names(newlistedOrder(list, NOW))).toEqual(['SOON', 'LATER', 'EARLY']);
    expect(names(newlistedOrder(list, NOW + 3_600_000))).toEqual(['LATER', 'EARLY', 'SOON']);
    expect(names(newlistedOrder(list, NOW + 3 * 3_600_000))).toEqual(['EARLY', 'LATER', 'SOON']);
  });
});

describe('nextOpeningAt: when the order next changes', () => {
  it.each<[string, ReturnType<typeof c>[], number | null]>([
    ['none upcoming', [c('A', 0), c('B', at(-1))], null],
    ['the earliest upcoming', [c('A', at(5)), c('B', at(2)), c('C', at(-2))], NOW + 2 * 3_600_000],
    ['empty', [], null],
  ])('%s', (_name, list, expected) => {
    expect(nextOpeningAt(list, NOW)).toBe(expected);
  });
});
