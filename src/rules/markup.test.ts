import { describe, expect, it } from 'vitest';
import { textOfMarkup } from './markup';

describe('textOfMarkup', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>ZNR</b> lists today', 'ZNR lists today'],
    ['<a href="/x" onclick="y()">Details</a>', 'Details'],
    ['a < b and c > d', 'a  d'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(textOfMarkup(html)).toBe(text);
  });
});
