/** @jsxImportSource @emotion/react */
import { useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { panelOf } from '../../config/menus/header';
import type { MenuEntry, PanelLayout } from '../../config/menus/types';
import { visibleEntries, type VisibilityInput } from '../../rules/menu-visibility';
import { columns, routeFor } from '../../config/menus/layout';
import { $payWith } from '../../stores/pay-with';
import { $siteSettings } from '../../stores/site-settings';
import { useT } from '../../i18n/useT';
import { useHref, useSite } from '../../root/useSite';
import { MenuLink, REFERRAL_TEASER } from './MenuLink';
import { PayWith } from './PayWith';

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
}

function Column({ items, drawer, descs, onDone, fiat }: ColumnProps) {
  return (
    <ul css={drawer ? undefined : { minWidth: descs ? 240 : 180, maxWidth: 300 }}>
      {items.map((item) => (
        <li key={item.id}><MenuLink entry={item} fiat={fiat} compact={drawer || !descs} onDone={onDone} /></li>
      ))}
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
    <a href={route ? href(route) : undefined} css={{
      display: 'block', width: 220, padding: 16, borderRadius: 12, color: 'var(--sc-text)',
      background: 'linear-gradient(135deg, color-mix(in srgb, var(--sc-brand) 18%, transparent), var(--sc-surface-2))',
      '&:hover': { outline: '1px solid var(--sc-brand)' },
    }}>
      <span css={{ display: 'block', fontWeight: 700, fontSize: 15, marginBottom: 6 }}>{t(entry.label)}</span>
      {entry.desc ? <span css={{ fontSize: 13, color: 'var(--sc-text-2)' }}>{t(entry.desc, REFERRAL_TEASER)}</span> : null}
    </a>
  );
}

interface ColumnsProps {
  items: readonly MenuEntry[];
  size: number;
  compact?: boolean;
  onDone?: () => void;
  fiat?: string;
}

/** A list in columns of `size` (one column in the drawer); descriptions show when its items have them. */
function Columns({ items, size, compact, onDone, fiat }: ColumnsProps) {
  const descs = items.some((x) => x.desc);
  return (
    <div css={compact ? undefined : grid}>
      {columns(items, compact ? items.length : size).map((col, i) => <Column key={i} items={col} drawer={compact} descs={descs} onDone={onDone} fiat={fiat} />)}
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
      <div css={compact ? undefined : { display: 'flex', gap: 16 }}>
        {items.map((group) => (
          <section key={group.id} aria-label={t(group.label)}>
            <h3 css={heading}>{t(group.label)}</h3>
            <Columns items={group.children ?? []} size={size} compact={compact} onDone={onDone} />
          </section>
        ))}
      </div>
    );
  }
  const teaser = compact ? undefined : items.find((i) => i.id === layout.teaser);
  const list = <Columns items={teaser ? items.filter((i) => i !== teaser) : items} size={size} compact={compact} onDone={onDone} fiat={fiat} />;
  return teaser ? <div css={{ display: 'flex', gap: 16 }}><Teaser entry={teaser} />{list}</div> : list;
}

/**
 * Buy Crypto's Pay-with picker above the items (its options are fetched when it first shows):
 * the chosen fiat fills the links and picks the payment methods.
 */
function PayWithLayout({ input, items, ...rest }: LayoutProps & { input: VisibilityInput }) {
  const options = useStore($payWith).value;
  const settings = useStore($siteSettings).value;
  const preferred = options.find((o) => o.fiat === settings.defaultBuyCryptoFiat) ?? options[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const option = input.site.hidden.has('payWith') ? undefined : options.find((o) => o.fiat === chosen) ?? preferred;
  const fiat = option ? option.fiat : settings.currFiat;
  const shown = option ? items.filter((i) => !i.payMethod || option[i.payMethod]) : items;
  return (
    <div>
      {option ? (
        <div css={{ padding: '4px 12px 8px' }}>
          <PayWith options={options} fiat={fiat} onChange={setChosen} />
        </div>
      ) : null}
      <MenuLayout {...rest} items={shown} fiat={fiat} />
    </div>
  );
}

/** The items of one top-level menu, for a desktop panel or the phone drawer, laid out as its data says (`panelOf`). */
export function PanelBody({ id, input, compact, onDone }: BodyProps) {
  const { items: all, layout } = panelOf(id);
  const items = useMemo(() => visibleEntries(all, input), [all, input]);
  const props = { items, layout, compact, onDone };
  return layout.payWith ? <PayWithLayout {...props} input={input} /> : <MenuLayout {...props} />;
}
