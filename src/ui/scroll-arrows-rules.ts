/**
 * How far a scroller must overflow on a side before its arrow shows (compliance-and-dialogs.md §9:
 * "Scroll arrows appear beyond 5 px"): a sub-pixel or few-pixel overflow (rounding, a border)
 * shows no arrow.
 */
export const ARROW_THRESHOLD_PX = 5;

/** What the arrows read of the scroller: its `scrollLeft`, `scrollWidth` and `clientWidth`, and its direction. */
export interface ScrollMetrics {
  /** `scrollLeft`: 0 at the start; negative when scrolled in right to left. */
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
  rtl: boolean;
}

/** Which physical arrows show. */
export interface ArrowSides {
  left: boolean;
  right: boolean;
}

/**
 * The arrows a scroller shows: one on a side where more than 5 px are hidden. The start is the
 * left in left-to-right and the right in right-to-left (where `scrollLeft` runs from 0 down to
 * negative), so the sides are physical: the left arrow always scrolls to the left.
 */
export function arrowSides({ scrollLeft, scrollWidth, clientWidth, rtl }: ScrollMetrics): ArrowSides {
  const fromStart = Math.abs(scrollLeft);
  const toEnd = scrollWidth - clientWidth - fromStart;
  const start = fromStart > ARROW_THRESHOLD_PX;
  const end = toEnd > ARROW_THRESHOLD_PX;
  return rtl ? { left: end, right: start } : { left: start, right: end };
}
