import { describe, expect, it } from 'vitest';
import {
  addDismissed, bulletinPageKey, looksLikeHtml, marqueeSeconds, MAX_DISMISSED, parseDismissed, shownBulletin,
} from './rules';

describe('bulletinPageKey', () => {
  it.each([
    ['home', 'index'], ['', 'index'], [' home ', 'index'], ['trade', 'trade'], ['futures', 'futures'],
    ['index', 'index'], ['Home', 'Home'],
  ])('%j → %j', (page, key) => expect(bulletinPageKey(page)).toBe(key));
});

describe('marqueeSeconds: about width / 200 × 3 s', () => {
  it.each([
    [200, 3], [400, 6], [1000, 15], [1333, 20], [2400, 36],
    // never under 3 s, and nonsense widths get the floor
    [50, 3], [0, 3], [-10, 3], [Number.NaN, 3], [Number.POSITIVE_INFINITY, 3],
  ])('%d px → %d s', (width, seconds) => expect(marqueeSeconds(width)).toBe(seconds));
});

describe('the dismissed list', () => {
  it.each([
    [['1', '2'], ['1', '2']], [[40123, '7'], ['40123', '7']], ['40123', []], [null, []], [{ 0: '1' }, []],
    [[null, '', {}, Number.NaN, '3'], ['3']],
  ])('parseDismissed(%j) → %j', (raw, list) => expect(parseDismissed(raw)).toEqual(list));

  it('adds an id once, last, and keeps the newest MAX_DISMISSED', () => {
    expect(addDismissed(['1', '2'], '1')).toEqual(['2', '1']);
    expect(addDismissed([], '9')).toEqual(['9']);
    const full = Array.from({ length: MAX_DISMISSED }, (_, i) => String(i));
    const next = addDismissed(full, 'new');
    expect(next).toHaveLength(MAX_DISMISSED);
    expect(next[0]).toBe('1');
    expect(next.at(-1)).toBe('new');
  });
});

describe('shownBulletin', () => {
  const bulletins = {
    index: { contentId: '1', content: 'Home news', link: '' },
    trade: { contentId: '2', content: 'Trade news', link: '/x' },
    empty: { contentId: '3', content: '', link: '' },
  };
  it.each([
    ['home', [], '1'], ['trade', [], '2'], ['trade', ['2'], null], ['home', ['2'], '1'], ['home', ['1'], null],
    ['futures', [], null], ['empty', [], null], ['constructor', [], null], ['__proto__', [], null],
  ])('page %j, dismissed %j → %j', (page, dismissed, id) => {
    expect(shownBulletin(bulletins, page, dismissed)?.contentId ?? null).toBe(id);
  });
});

describe('looksLikeHtml', () => {
  it.each([
    ['plain text', false], ['a < b and c > d', false], ['<b>bold</b>', true], ['Tom &amp; Jerry', true],
    ['<img src=x onerror=alert(1)>', true], ['line<br/>break', true],
  ])('%j → %j', (text, html) => expect(looksLikeHtml(text)).toBe(html));
});
