import { describe, expect, it } from 'vitest';
import { arrowSides } from './scroll-arrows-rules';

describe('scroll arrows: only beyond 5 px of overflow, physical sides', () => {
  it.each([
    // scrollLeft, scrollWidth, clientWidth, rtl → left, right
    ['fits', 0, 300, 300, false, false, false],
    ['overflows 5 px: not beyond', 0, 305, 300, false, false, false],
    ['overflows 5.5 px', 0, 305.5, 300, false, false, true],
    ['overflows 6 px', 0, 306, 300, false, false, true],
    ['scrolled 5 px: not beyond', 5, 400, 300, false, false, true],
    ['scrolled 6 px', 6, 400, 300, false, true, true],
    ['in the middle', 50, 400, 300, false, true, true],
    ['5 px before the end', 95, 400, 300, false, true, false],
    ['at the end', 100, 400, 300, false, true, false],
    ['rtl: fits', 0, 300, 300, true, false, false],
    ['rtl: at the start (the right)', 0, 400, 300, true, true, false],
    ['rtl: scrolled 6 px to the left', -6, 400, 300, true, true, true],
    ['rtl: scrolled 5 px: not beyond', -5, 400, 300, true, true, false],
    ['rtl: at the end (the left)', -100, 400, 300, true, false, true],
    ['rtl: 5 px before the end', -95, 400, 300, true, false, true],
  ] as const)('%s', (_what, scrollLeft, scrollWidth, clientWidth, rtl, left, right) => {
    expect(arrowSides({ scrollLeft, scrollWidth, clientWidth, rtl })).toEqual({ left, right });
  });
});
