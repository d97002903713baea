/** @jsxImportSource @emotion/react */
import { useEffect, useMemo, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { marketList, retryMarkets, wantMarkets } from './markets';
import { $refTime } from '../../stores/ref-time';
import type { MarketTab as TabKey } from '../../config/menus/market-tabs';
import { compactSecondaryButton } from '../../ui/buttons';
import { useHref } from '../../root/useSite';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { newListingsRoute } from './view-rules';
import { MarketList, type MarketListHandle } from './MarketList';
import { TAB_SPECS, tabLabel, type RowContext, type TabRows, type TabSpec, type TabValues } from './tabs';
import { body, columns, listColumn, newListings as newListingsCss, side, skeleton, state } from './styles';

interface Props<K extends TabKey> {
  tab: K;
  ctx: RowContext;
  query: string;
  /** The side-menu category chosen on this tab; the first one when none is (or it has gone). */
  category: string | undefined;
  /** A category was chosen (the panel clears the search: a query searches the whole tab). */
  onCategory: (category: string) => void;
  listRef: RefObject<MarketListHandle | null>;
  onDone: () => void;
}

/** Placeholder rows while the first list loads (the list's own height: nothing moves when it arrives). */
const SKELETON_ROWS = 9;

/**
 * One tab of a market panel: asks the store for its list on first show, then the side menu of
 * its categories and the category's rows, ranked for the query (TAB_SPECS says how for each tab).
 */
export function MarketTabBody<K extends TabKey>({ tab, ctx, query, category, onCategory, listRef, onDone }: Props<K>) {
  const { t } = ctx;
  const href = useHref();
  const visibility = useVisibilityInput();
  const spec = TAB_SPECS[tab] as TabSpec<TabValues[K], TabRows[K]>;
  const list = useStore(marketList(spec.kind));
  // A new reference time (Settings) while the panel is open asks again: the store reloads the
  // lists whose change % depends on it, and keeps the others.
  const refTime = useStore($refTime);
  useEffect(() => wantMarkets(spec.kind), [spec.kind, refTime]);
  // The store's list of `spec.kind` is this tab's value (TAB_SPECS pairs them).
  const value = list.value as TabValues[K] | null;
  const categories = useMemo(() => (value ? spec.categories(value) : []), [spec, value]);
  const current = category !== undefined && categories.includes(category) ? category : categories[0] ?? '';
  // A query searches the whole tab where it has more than one list to rank (TabSpec.all).
  const searching = query.trim() !== '' && spec.all !== undefined;
  const rows = useMemo(() => {
    if (!value) return [];
    return searching && spec.all ? spec.all(value) : spec.rowsIn(value, current, ctx.now);
  }, [spec, value, current, ctx.now, searching]);
  const rank = useMemo(() => spec.search(rows), [spec, rows]);
  const shown = useMemo(() => rank(query), [rank, query]);
  const newListings = newListingsRoute(current, searching, visibility);

  if (!value) {
    return list.status === 'failed' ? (
      <div css={state}>
        <span>{t('markets.failed')}</span>
        <button type="button" css={compactSecondaryButton} onClick={() => retryMarkets(spec.kind)}>{t('error.retry')}</button>
      </div>
    ) : (
      <div css={skeleton}>
        <p role="status" className="sc-visually-hidden">{t('markets.loading')}</p>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => <i key={i} />)}
      </div>
    );
  }
  const categoryLabel = spec.label(current, ctx);
  return (
    <div css={body}>
      {categories.length > 1 ? (
        <div role="group" aria-label={t('markets.categories')} css={side}>
          {categories.map((c) => (
            <button key={c} type="button" aria-pressed={!searching && c === current} onClick={() => onCategory(c)}>{spec.label(c, ctx)}</button>
          ))}
        </div>
      ) : null}
      <div css={listColumn}>
        <div css={columns} aria-hidden="true">
          <span>{t('markets.col.pair')}</span>
          {spec.priced ? <span>{t('markets.col.price')} / {t('markets.col.change')}</span> : null}
        </div>
        {shown.length > 0 ? (
          // A new category or query is a new list: scrolled to its top, its first row active.
          <MarketList key={`${current}|${query}`} ref={listRef} count={shown.length} rowAt={(i) => spec.view(shown[i]!, ctx, current)}
            label={t('markets.list', { tab: tabLabel(tab, ctx), category: searching ? query.trim() : categoryLabel })} viewAll={href(spec.viewAll(current))} onDone={onDone} />
        ) : (
          <p role="status" css={state}>{t('markets.empty')}</p>
        )}
        {newListings ? <a href={href(newListings)} css={newListingsCss} onClick={onDone}>{t('markets.newListings')}</a> : null}
      </div>
    </div>
  );
}
