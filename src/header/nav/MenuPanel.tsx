/** @jsxImportSource @emotion/react */
import { Suspense, useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { panelOf } from '../../config/menus/header';
import type { MenuEntry, PanelLayout } from '../../config/menus/types';
import { visibleEntries, type VisibilityInput } from '../../rules/menu-visibility';
import { columns, routeFor } from '../../config/menus/layout';
import { $payWith } from '../../stores/pay-with';
import { $siteSettings } from '../../stores/site-settings';
import { $buyFiat, chooseBuyFiat } from '../../stores/buy-fiat';
import { buyFiatOption } from '../../rules/buy-fiat';
import { $chatRoomEntry } from '../../features/chat-room/chat-room-entry';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { MenuLink, REFERRAL_TEASER } from './MenuLink';
import { PayWith } from './PayWith';
import { preloadPart } from '../../ui/preloadPart';
import { withMessages } from '../../i18n/catalogs';

/**
 * The market panels (src/markets/), their list library and messages: loaded when a menu with
 * market entries opens (WithMarkets), so the first hover of an entry renders the panel at once
 * (ui/preloadPart.tsx says why), else on that hover or focus. No market call before the entry.
 */
const { Part: MarketPanel, preload: preloadMarketPanel } = preloadPart(() => withMessages('markets', import('../../features/markets/MarketPanel')));

export { HEADER_MENUS } from '../../config/menus/header';

const grid = css`
  display: grid;
  grid-auto-flow: column;
  gap: 4px 16px;
`;

const heading = css`
  margin: 4px 12px 6px;
  font-size: 12px;
  font-weight: 600;
  color: var(--sc-text-2);
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const column = css`
  min-width: 180px;
  max-width: 300px;
`;

const wideColumn = css`
  ${column};
  min-width: 240px;
`;

const beside = css`
  display: flex;
  gap: 16px;
`;

const payWithBar = css`
  padding: 4px 12px 8px;
`;

const teaser = css`
  display: block;
  width: 220px;
  padding: 16px;
  border-radius: 12px;
  color: var(--sc-text);
  background: linear-gradient(135deg, color-mix(in srgb, var(--sc-brand) 18%, transparent), var(--sc-surface-2));
  &:hover {
    outline: 1px solid var(--sc-brand);
  }
  .title {
    display: block;
    font-weight: 700;
    font-size: 15px;
    margin-bottom: 6px;
  }
  .text {
    font-size: 13px;
    color: var(--sc-text-2);
  }
`;

interface BodyProps {
  id: string;
  input: VisibilityInput;
  /** One column, no descriptions: the phone drawer. */
  compact?: boolean;
  onDone?: () => void;
}

interface ColumnProps {
  items: readonly MenuEntry[];
  /** In the drawer: full width, no descriptions. */
  drawer?: boolean;
  /** Show descriptions (desktop panels whose items have them). */
  descs?: boolean;
  onDone?: () => void;
  fiat?: string;
  /** An item was hovered or focused (the desktop panels of menus with market panels). */
  onItem?: (item: MenuEntry, at: HTMLElement) => void;
}

function Column({ items, drawer, descs, onDone, fiat, onItem }: ColumnProps) {
  return (
    <ul css={drawer ? undefined : descs ? wideColumn : column} data-track={drawer ? 'drawer_menu' : 'nav_menu'}>
      {items.map((item) => {
        const over = onItem && ((e: SyntheticEvent<HTMLElement>) => onItem(item, e.currentTarget));
        return (
          <li key={item.id} onMouseEnter={over} onFocus={over}>
            <MenuLink entry={item} fiat={fiat} compact={drawer || !descs} onDone={onDone} />
          </li>
        );
      })}
    </ul>
  );
}

/** A teaser card beside the columns, for an item with a teaser text (Promotions' referral: 40% and 500, site-chrome.md §9). */
function Teaser({ entry }: { entry: MenuEntry }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const route = routeFor(entry, site.key);
  return (
    <a href={route ? href(route) : undefined} css={teaser} data-track="nav_menu" data-track-target={entry.id}>
      <span className="title">{t(entry.label)}</span>
      {entry.desc ? <span className="text">{t(entry.desc, REFERRAL_TEASER)}</span> : null}
    </a>
  );
}

interface ColumnsProps {
  items: readonly MenuEntry[];
  size: number;
  compact?: boolean;
  onDone?: () => void;
  fiat?: string;
  onItem?: ColumnProps['onItem'];
}

/** A list in columns of `size` (one column in the drawer); descriptions show when its items have them. */
function Columns({ items, size, compact, onDone, fiat, onItem }: ColumnsProps) {
  const descs = items.some((x) => x.desc);
  return (
    <div css={compact ? undefined : grid}>
      {columns(items, compact ? items.length : size).map((col, i) => <Column key={i} items={col} drawer={compact} descs={descs} onDone={onDone} fiat={fiat} onItem={onItem} />)}
    </div>
  );
}

interface LayoutProps {
  items: readonly MenuEntry[];
  layout: PanelLayout;
  compact?: boolean;
  onDone?: () => void;
  fiat?: string;
}

/** Visible items as their menu's layout says: column length, titled groups, a teaser card. */
export function MenuLayout({ items, layout, compact, onDone, fiat }: LayoutProps) {
  const { t } = useT();
  const { site } = useSite();
  const size = layout.perColumnOn?.[site.key] ?? layout.perColumn;
  if (layout.groups) {
    return (
      <div css={compact ? undefined : beside}>
        {items.map((group) => (
          <section key={group.id} aria-label={t(group.label)}>
            <h3 css={heading}>{t(group.label)}</h3>
            <Columns items={group.children ?? []} size={size} compact={compact} onDone={onDone} />
          </section>
        ))}
      </div>
    );
  }
  // A menu with market entries lays out its items itself, with no teaser card (no such menu has one).
  if (!compact && items.some((i) => i.extraPanel)) return <WithMarkets items={items} size={size} onDone={onDone} />;
  const card = compact ? undefined : items.find((i) => i.id === layout.teaser);
  const list = <Columns items={card ? items.filter((i) => i !== card) : items} size={size} compact={compact} onDone={onDone} fiat={fiat} />;
  return card ? <div css={beside}><Teaser entry={card} />{list}</div> : list;
}

/**
 * A desktop menu with market panels (site-chrome.md §4): hovering or focusing an entry with one
 * shows it beside the items; another entry closes it. The phone drawer lists the same entries as
 * links only: no hover there, and the markets pages are a tap away.
 */
function WithMarkets({ items, size, onDone }: { items: readonly MenuEntry[]; size: number; onDone?: () => void }) {
  const [hovered, setHovered] = useState<{ item: MenuEntry; at: HTMLElement }>();
  const shown = hovered?.item.extraPanel ? hovered : undefined;
  useEffect(() => void preloadMarketPanel(), []);
  // The same entry entered or focused again keeps the state as it is: the market list does not re-render.
  const onItem = (item: MenuEntry, at: HTMLElement) => setHovered((was) => (was?.item === item && was.at === at ? was : { item, at }));
  return (
    <div css={beside}>
      <Columns items={items} size={size} onDone={onDone} onItem={onItem} />
      {shown ? (
        <Suspense fallback={null}>
          <MarketPanel key={shown.item.id} entry={shown.item} items={items} at={shown.at} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Buy Crypto's Pay-with picker above the items (its options are fetched when it first shows):
 * the chosen fiat fills the links and picks the payment methods. The choice is remembered in the
 * `defaultBuyCryptoFiat` cookie (stores/buy-fiat.ts), so the panel opens on it again, on this
 * page and the next; before any choice, the server's default (rules/buy-fiat.ts).
 */
function PayWithLayout({ items, ...rest }: LayoutProps) {
  const options = useStore($payWith).value;
  const settings = useStore($siteSettings).value;
  const remembered = useStore($buyFiat);
  const option = buyFiatOption(options, remembered, settings.defaultBuyCryptoFiat);
  const fiat = option ? option.fiat : settings.currFiat;
  const shown = option ? items.filter((i) => !i.payMethod || option[i.payMethod]) : items;
  return (
    <div>
      {option ? (
        <div css={payWithBar}>
          <PayWith options={options} fiat={fiat} onChange={(next) => void chooseBuyFiat(next)} />
        </div>
      ) : null}
      <MenuLayout {...rest} items={shown} fiat={fiat} />
    </div>
  );
}

/** Buy Crypto where the site hides Pay-with (site-chrome.md §7): the user's fiat, and no Pay-with call. */
function SiteFiatLayout(props: LayoutProps) {
  return <MenuLayout {...props} fiat={useStore($siteSettings).value.currFiat} />;
}

/** The items of one top-level menu, for a desktop panel or the phone drawer, laid out as its data says (`panelOf`). */
export function PanelBody({ id, input, compact, onDone }: BodyProps) {
  const { items: all, layout } = panelOf(id);
  const chatRoom = useStore($chatRoomEntry);
  // The chat-room action only where it can open the room (features/chat-room/chat-room-entry.ts).
  const items = useMemo(() => visibleEntries(all, input).filter((e) => chatRoom || e.action !== 'chatRoom'), [all, input, chatRoom]);
  const props = { items, layout, compact, onDone };
  if (!layout.payWith) return <MenuLayout {...props} />;
  return input.site.hidden.has('payWith') ? <SiteFiatLayout {...props} /> : <PayWithLayout {...props} />;
}

// In this chunk, beside the menu tree and routes it reads: the hydration of a prerendered header
// loads it (mount/hydrate.tsx), as the browser's header does for its panels.
export { NavMenuLink } from './NavMenuLink';
