/** @jsxImportSource @emotion/react */
import { useEffect, useState, type RefObject } from 'react';
import { css } from '@emotion/react';
import { useT } from '../root/useT';
import { ChevronDown } from './icons';
import { arrowSides, type ArrowSides } from './scroll-arrows-rules';

/** The header nav's scroll step (site-chrome.md §9), every scroller's default. */
export const DEFAULT_SCROLL_STEP = 180;

const arrow = css`
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: var(--sc-surface);
  border: 1px solid var(--sc-border);
  box-shadow: var(--sc-shadow);
  color: var(--sc-text);
  &:hover {
    color: var(--sc-brand);
  }
`;

const leftArrow = css`
  ${arrow};
  left: 0;
  .glyph {
    display: inline-flex;
    transform: rotate(90deg);
  }
`;

const rightArrow = css`
  ${arrow};
  right: 0;
  .glyph {
    display: inline-flex;
    transform: rotate(-90deg);
  }
`;

export interface ScrollArrowsProps {
  /**
   * The scrolling list (`overflow-x: auto`). The arrows are placed absolutely at its physical left
   * and right ends, so its parent (where they render) is `position: relative` around it.
   */
  list: RefObject<HTMLElement | null>;
  /** How many items the list holds: a change re-checks the overflow and watches the new items. */
  items: number;
  /** Pixels one press scrolls; default 180 (the header nav's). */
  step?: number;
}

/**
 * The one horizontal scroller's arrows (the header nav, the growth tabs): left when more is
 * hidden on the left, right when more is hidden on the right, each only beyond 5 px of overflow
 * (`arrowSides`). Checked at mount, on every scroll and when the list or an item resizes.
 * Physical sides in right-to-left too (scrollLeft runs negative there): the left arrow scrolls
 * to the left. Labelled by the eager `nav.scrollLeft` / `nav.scrollRight` messages.
 */
export function ScrollArrows({ list, items, step = DEFAULT_SCROLL_STEP }: ScrollArrowsProps) {
  const { t, language } = useT();
  const [state, setState] = useState<ArrowSides>({ left: false, right: false });

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // The root's `dir` is the language's (ChromeRoot): read it here, not per scroll event from the computed style.
    const rtl = language.dir === 'rtl';
    const check = () => {
      const next = arrowSides({ scrollLeft: el.scrollLeft, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, rtl });
      setState((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', check);
    };
  }, [list, items, language.dir]);

  const scroll = (direction: -1 | 1) => list.current?.scrollBy({ left: direction * step, behavior: 'smooth' });
  return (
    <>
      {state.left ? (
        <button type="button" css={leftArrow} aria-label={t('nav.scrollLeft')} onClick={() => scroll(-1)}>
          <span className="glyph"><ChevronDown size={16} /></span>
        </button>
      ) : null}
      {state.right ? (
        <button type="button" css={rightArrow} aria-label={t('nav.scrollRight')} onClick={() => scroll(1)}>
          <span className="glyph"><ChevronDown size={16} /></span>
        </button>
      ) : null}
    </>
  );
}
