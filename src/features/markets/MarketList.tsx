/** @jsxImportSource @emotion/react */
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { MARKET_LIST_HEIGHT, MARKET_LIST_OVERSCAN, MARKET_ROW_HEIGHT, VIEW_ALL_DEBOUNCE_MS } from './limits-rules';
import { showViewAll } from './refresh-rules';
import { onPageOrigin } from '../../root/useSite';
import { useT } from '../../root/useT';
import type { RowView } from './tabs';
import { CoinIcon } from '../../ui/CoinIcon';
import { brandTag, riskTag, row as rowCss, scroller, sizer, tag as tagCss, viewAll as viewAllCss } from './styles';

export interface MarketListHandle {
  /** Moves focus to a row (the search box's ArrowDown). */
  focusRow: (index: number) => void;
}

interface Props {
  /** Rows, already filtered and ranked. */
  count: number;
  /** The view of row `index` (only the rows in view, plus the overscan, are asked for). */
  rowAt: (index: number) => RowView;
  /** The listbox's name. */
  label: string;
  /** The "View all" link's href. */
  viewAll: string;
  /** A row was followed: the menu closes. */
  onDone: () => void;
}

/** Keys that move through the rows, and by how many (a page is what the 530 px list shows). */
const PAGE = Math.floor(MARKET_LIST_HEIGHT / MARKET_ROW_HEIGHT);
const STEP: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };

/**
 * A market list (site-chrome.md §9: 530 px high, rows of 58, 9 rows kept beyond the view on each
 * side), virtualized with @tanstack/react-virtual: a few dozen rows in the DOM whatever its
 * length. A listbox of links (each `<a role="option">`, a role links may take): one row in the
 * tab order; ArrowUp/ArrowDown, PageUp/PageDown, Home and End move through the rows (scrolled into
 * view first: a row out of view is not in the DOM), Enter follows the focused row's link. "View
 * all" appears once the list has scrolled 450 px (§4), read 200 ms after the scroll settles.
 */
export const MarketList = forwardRef<MarketListHandle, Props>(function MarketList({ count, rowAt, label, viewAll, onDone }, ref) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const pendingFocus = useRef<number | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const virtualizer = useVirtualizer({
    count, getScrollElement: () => list.current, estimateSize: () => MARKET_ROW_HEIGHT, overscan: MARKET_LIST_OVERSCAN,
    // No flushSync: React 19 renders the scroll's rows within the frame (build/react-virtual-dom.ts says why it matters).
    useFlushSync: false,
  });

  const focusRow = (index: number) => {
    if (count === 0) return;
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    // Rendered already (in view or in the overscan): focus now. Otherwise once the scroll draws it.
    const el = list.current?.querySelector<HTMLElement>(`[data-index="${next}"]`);
    if (el) el.focus({ preventScroll: true });
    else pendingFocus.current = next;
  };
  useImperativeHandle(ref, () => ({ focusRow }));

  // A row is focusable once rendered: the focus asked for lands after the scroll has drawn it.
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const el = list.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus({ preventScroll: true });
    }
  });
  useEffect(() => () => clearTimeout(debounce.current), []);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = STEP[e.key];
    const to = step !== undefined ? active + step : e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : null;
    if (to === null) return;
    // The rows' own keys: the dropdown's arrow keys (DropdownPanel) would leave the list.
    e.preventDefault();
    e.stopPropagation();
    focusRow(to);
  };

  const onScroll = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => setShowAll(showViewAll(list.current?.scrollTop ?? 0)), VIEW_ALL_DEBOUNCE_MS);
  };

  return (
    <>
      <div ref={list} role="listbox" aria-label={label} css={scroller} onKeyDown={onKeyDown} onScroll={onScroll}>
        <div css={sizer} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const view = rowAt(item.index);
            return (
              <a key={view.id} data-index={item.index} role="option" aria-selected={item.index === active}
                aria-posinset={item.index + 1} aria-setsize={count} tabIndex={item.index === active ? 0 : -1}
                href={view.href ? onPageOrigin(view.href) : undefined} css={rowCss} style={{ transform: `translateY(${item.start}px)` }}
                onFocus={() => setActive(item.index)} onClick={onDone}>
                <CoinIcon src={view.icon} defer={virtualizer.isScrolling} />
                <span className="main">
                  <span className="top">
                    <span>{view.base}<span className="quote">{view.quote}</span></span>
                    {view.tags.map((x) => <span key={x.text} css={x.tone === 'risk' ? riskTag : x.tone === 'brand' ? brandTag : tagCss}>{x.text}</span>)}
                  </span>
                  <span className="sub">{view.sub}</span>
                </span>
                <span className="end">
                  {view.price ? <span>{view.price}</span> : null}
                  {view.change ? <span className={view.change.up ? 'up' : 'down'}>{view.change.text}</span> : null}
                  {view.note ? <span className="note">{view.note}</span> : null}
                </span>
              </a>
            );
          })}
        </div>
      </div>
      {showAll ? <a href={viewAll} css={viewAllCss} onClick={onDone}>{t('markets.viewAll')}</a> : null}
    </>
  );
});
