/** @jsxImportSource @emotion/react */
import { useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { EARN_COLUMN, panelOf } from '../../config/menus/header';
import { INFO_COLUMN, INFO_COLUMN_EU } from '../../config/menus/header-info';
import type { MenuEntry } from '../../config/menus/types';
import { visibleEntries, type VisibilityInput } from '../../rules/menu-visibility';
import { columns } from '../../config/menus/layout';
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

/** Buy Crypto with its Pay-with picker: the chosen fiat fills the links and picks the payment methods. */
function BuyBody({ items, compact, onDone, input }: { items: readonly MenuEntry[]; compact?: boolean; onDone?: () => void; input: VisibilityInput }) {
  const options = useStore($payWith).value;
  const settings = useStore($siteSettings).value;
  const preferred = options.find((o) => o.fiat === settings.defaultBuyCryptoFiat) ?? options[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const option = options.find((o) => o.fiat === chosen) ?? preferred;
  const payWith = !input.site.hidden.has('payWith') && option;
  const fiat = payWith ? option.fiat : settings.currFiat;
  const shown = payWith ? items.filter((i) => !i.payMethod || option[i.payMethod]) : items;
  return (
    <div>
      {payWith ? (
        <div css={{ padding: '4px 12px 8px' }}>
          <PayWith options={options} fiat={fiat} onChange={setChosen} />
        </div>
      ) : null}
      <div css={compact ? undefined : grid}>
        {columns(shown, compact ? shown.length : 5).map((col, i) => <Column key={i} items={col} drawer={compact} descs onDone={onDone} fiat={fiat} />)}
      </div>
    </div>
  );
}

/** The referral teaser card of Promotions (40% and 500, site-chrome.md §9). */
function Teaser() {
  const { t } = useT();
  const href = useHref();
  return (
    <a href={href('/referral')} css={{
      display: 'block', width: 220, padding: 16, borderRadius: 12, color: 'var(--sc-text)',
      background: 'linear-gradient(135deg, color-mix(in srgb, var(--sc-brand) 18%, transparent), var(--sc-surface-2))',
      '&:hover': { outline: '1px solid var(--sc-brand)' },
    }}>
      <span css={{ display: 'block', fontWeight: 700, fontSize: 15, marginBottom: 6 }}>{t('nav.info.referral')}</span>
      <span css={{ fontSize: 13, color: 'var(--sc-text-2)' }}>{t('nav.info.referral.teaser', REFERRAL_TEASER)}</span>
    </a>
  );
}

/** The items of one top-level menu, laid out for a desktop panel or the phone drawer. */
export function PanelBody({ id, input, compact, onDone }: BodyProps) {
  const { t } = useT();
  const { site } = useSite();
  const items = useMemo(() => visibleEntries(panelOf(id), input), [id, input]);

  if (id === 'buy') return <BuyBody items={items} compact={compact} onDone={onDone} input={input} />;
  if (id === 'earn') {
    return (
      <div css={compact ? undefined : { display: 'flex', gap: 16 }}>
        {items.map((group) => (
          <section key={group.id} aria-label={t(group.label)}>
            <h3 css={heading}>{t(group.label)}</h3>
            <div css={compact ? undefined : grid}>
              {columns(group.children ?? [], EARN_COLUMN).map((col, i) => <Column key={i} items={col} drawer={compact} descs onDone={onDone} />)}
            </div>
          </section>
        ))}
      </div>
    );
  }
  if (id === 'info') {
    const size = site.key === 'eu' ? INFO_COLUMN_EU : INFO_COLUMN;
    const list = items.filter((i) => i.id !== 'info.referral' || compact);
    const withTeaser = !compact && items.some((i) => i.id === 'info.referral');
    return (
      <div css={compact ? undefined : { display: 'flex', gap: 16 }}>
        {withTeaser ? <Teaser /> : null}
        <div css={compact ? undefined : grid}>
          {columns(list, compact ? list.length : size).map((col, i) => <Column key={i} items={col} drawer={compact} onDone={onDone} />)}
        </div>
      </div>
    );
  }
  const perColumn = id === 'funds' || id === 'orders' || id === 'more' ? 7 : 6;
  return (
    <div css={compact ? undefined : grid}>
      {columns(items, compact ? items.length : perColumn).map((col, i) => <Column key={i} items={col} drawer={compact} descs={items.some((x) => x.desc)} onDone={onDone} />)}
    </div>
  );
}

export { PanelShell } from './PanelShell';
