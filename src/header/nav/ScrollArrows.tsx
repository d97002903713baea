/** @jsxImportSource @emotion/react */
import { useEffect, useState, type RefObject } from 'react';
import { css } from '@emotion/react';
import { useT } from '../../root/useT';
import { ChevronDown } from '../../ui/icons';

/** site-chrome.md §9: scroll step 180 px; arrows beyond 5 px (compliance-and-dialogs.md §9). */
const SCROLL_STEP = 180;
const THRESHOLD = 5;

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

/**
 * The nav's scroll arrows (site-chrome.md §4): left when scrolled from the start, right when more
 * remains. Loaded 100 ms after the nav mounts, which is when the state is first checked. Physical
 * sides in right-to-left too (scrollLeft runs negative there).
 */
export function ScrollArrows({ list, items }: { list: RefObject<HTMLElement | null>; items: number }) {
  const { t, language } = useT();
  const [state, setState] = useState({ left: false, right: false });

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // The root's `dir` is the language's (ChromeRoot): read it here, not per scroll event from the computed style.
    const rtl = language.dir === 'rtl';
    const check = () => {
      const from = Math.abs(el.scrollLeft);
      const remaining = el.scrollWidth - el.clientWidth - from;
      const start = from > THRESHOLD;
      const end = remaining > THRESHOLD;
      const next = rtl ? { left: end, right: start } : { left: start, right: end };
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

  const scroll = (direction: -1 | 1) => list.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });
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
