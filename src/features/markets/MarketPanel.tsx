/** @jsxImportSource @emotion/react */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { MenuEntry } from '../../config/menus/types';
import { marketList, wantMarkets } from './markets';
import { $coinIconWhitelist } from '../../stores/coin-icons';
import { defaultCoinIconUrl } from '../../platform/asset-files';
import { panelTabs, tabOfPanel } from './view-rules';
import type { ExtraPanel, MarketTab } from '../../config/menus/market-tabs';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { closeMenu } from '../../ui/openMenu';
import { CloseIcon, SearchIcon } from '../../ui/line-icons';
import { Tabs } from '../../ui/Tabs';
import { MarketTabBody } from './MarketTab';
import type { MarketListHandle } from './MarketList';
import { tabLabel, type RowContext } from './tabs';
import { clearButton, heading, panel, searchBox, tab as tabStyle, tabList, tabPanel } from './styles';
import { absoluteApiBase } from '../../platform/location';

const TAB_STYLES = { list: tabList, tab: tabStyle, panel: tabPanel };

export interface MarketPanelProps {
  /** The entry hovered or focused (it has an `extraPanel`): the panel opens on its tab. */
  entry: MenuEntry;
  /** The menu's visible entries: those with an extra panel are the panel's tabs. */
  items: readonly MenuEntry[];
  /** The entry's list item: Escape gives its link focus back; the inline-end arrow on it enters the panel. */
  at: HTMLElement;
}

/**
 * A market panel beside a header menu (site-chrome.md §2, §4: trade, futures, preMarket, pilot):
 * a search box with a clear control, the tabs of the menu's entries with extra panels (named by
 * `common/tabs` where it answers), and the chosen tab's side menu and virtual list (MarketTab).
 * It opens on hover or focus of its entry and goes when another entry is hovered or focused, or
 * with the menu. Escape hides it and gives the entry its focus back (the menu stays; a second
 * Escape closes it); the entry hovered again, or ArrowRight (ArrowLeft right to left) on it, shows
 * it again. It comes after the whole menu in the tab order: that arrow is the way in.
 */
export default function MarketPanel({ entry, items, at }: MarketPanelProps) {
  const { t, language } = useT();
  const { site, lang, setup } = useSite();
  const panels = useMemo(() => items.flatMap((i): ExtraPanel[] => (i.extraPanel ? [i.extraPanel] : [])), [items]);
  const tabs = useMemo(() => panelTabs(panels), [panels]);
  const opened = entry.extraPanel ?? 'spot';
  const [tab, setTab] = useState<MarketTab>(tabOfPanel(opened));
  const [categories, setCategories] = useState<Partial<Record<MarketTab, string>>>(opened === 'pre_mint' ? { pre_market: 'preMint' } : {});
  const [query, setQuery] = useState('');
  const [hidden, setHidden] = useState(false);
  const focusSearch = useRef(false);
  // Opening times are read against the time the panel opened: a countdown need not tick here.
  const [now] = useState(Date.now);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<MarketListHandle>(null);
  const serverTabs = useStore(marketList('menus')).value;
  const whitelist = useStore($coinIconWhitelist).value;
  useEffect(() => wantMarkets('menus'), []);

  useEffect(() => {
    const enter = language.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== enter) return;
      e.preventDefault();
      // Hidden, it renders nothing: the search box takes focus once it is shown again.
      if (search.current) search.current.focus();
      else focusSearch.current = true;
      setHidden(false);
    };
    const onEnter = () => setHidden(false);
    at.addEventListener('keydown', onKey);
    at.addEventListener('mouseenter', onEnter);
    return () => {
      at.removeEventListener('keydown', onKey);
      at.removeEventListener('mouseenter', onEnter);
    };
  }, [at, language.dir]);

  useEffect(() => {
    if (hidden || !focusSearch.current) return;
    focusSearch.current = false;
    search.current?.focus();
  }, [hidden]);

  // Absolute: an icon's relative URL would load from a host `<base href>` elsewhere (issue 20).
  const apiBase = absoluteApiBase(setup?.apiBase ?? '');
  const ctx = useMemo<RowContext>(() => ({
    place: { lang, defaultLang: site.defaultLang },
    icons: { apiBase, whitelist, defaultIcon: defaultCoinIconUrl() },
    t, locale: language.locale, now, tabs: serverTabs ?? [],
  }), [lang, site.defaultLang, apiBase, whitelist, t, language.locale, now, serverTabs]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    // This panel only: the menu stays open, its entry focused (a second Escape closes the menu).
    e.preventDefault();
    e.stopPropagation();
    setHidden(true);
    at.querySelector<HTMLElement>('a[href], button')?.focus();
  };

  const bodyOf = (key: MarketTab) => (
    <MarketTabBody tab={key} ctx={ctx} query={query} category={categories[key]} listRef={list}
      onCategory={(c) => {
        setCategories((was) => ({ ...was, [key]: c }));
        setQuery('');
      }} onDone={() => closeMenu()} />
  );

  if (hidden) return null;
  return (
    <section aria-label={t('markets.panel')} css={panel} onKeyDown={onKeyDown}>
      <div css={searchBox}>
        <SearchIcon />
        <input ref={search} type="search" value={query} aria-label={t('markets.search')} placeholder={t('markets.search')}
          autoComplete="off" spellCheck={false} onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowDown') return;
            e.preventDefault();
            list.current?.focusRow(0);
          }} />
        {query ? (
          <button type="button" css={clearButton} aria-label={t('markets.clear')} onClick={() => { setQuery(''); search.current?.focus(); }}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {tabs.length > 1 ? (
        <Tabs label={t('markets.tabs')} selected={tab} onSelect={setTab} dir={language.dir}
          tabs={tabs.map((key) => ({ key, label: tabLabel(key, ctx) }))} styles={TAB_STYLES}>
          {(key) => bodyOf(key)}
        </Tabs>
      ) : (
        <>
          <h3 css={heading}>{tabLabel(tab, ctx)}</h3>
          {bodyOf(tab)}
        </>
      )}
    </section>
  );
}
