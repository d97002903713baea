/** @jsxImportSource @emotion/react */
import { useMemo, useRef, useState } from 'react';
import { ClassNames, css } from '@emotion/react';
import type { PayWithOption } from '../../api/calls/site';
import { useT } from '../../root/useT';
import { ChevronDown } from '../../ui/icons';
import { Dropdown } from '../../ui/Dropdown';
import { closeMenu, type MenuGroup } from '../../ui/openMenu';
import { atom } from 'nanostores';
import { fiatCodeMatches } from '../../features/preferences/fiat';

const picker = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  .label {
    color: var(--sc-text-2);
    font-size: 13px;
  }
`;

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 10px;
  border: 1px solid var(--sc-border);
  border-radius: 8px;
  font-weight: 600;
  &:hover,
  &[aria-expanded='true'] {
    border-color: var(--sc-brand);
  }
`;

const list = css`
  width: 196px;
  .empty {
    padding: 6px 10px;
    color: var(--sc-text-2);
  }
  input {
    width: 100%;
    height: 32px;
    margin-bottom: 6px;
    padding: 0 10px;
    border: 1px solid var(--sc-border);
    border-radius: 6px;
    background: var(--sc-surface-2);
    color: var(--sc-text);
    font: inherit;
  }
  ul {
    max-height: 220px;
    overflow-y: auto;
  }
  button {
    width: 100%;
    padding: 6px 10px;
    border-radius: 6px;
  }
  button:hover,
  button:focus-visible,
  button[aria-current='true'] {
    background: var(--sc-hover);
  }
`;

interface Props {
  options: readonly PayWithOption[];
  fiat: string;
  onChange: (fiat: string) => void;
}

const PICKER = 'pay-with';

/** The open picker's search and codes; its query starts empty each time it opens. */
function FiatList({ options, fiat, choose }: Omit<Props, 'onChange'> & { choose: (fiat: string) => void }) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => options.filter((o) => fiatCodeMatches(o.fiat, query)), [options, query]);
  return (
    <div css={list}>
      <input type="search" aria-label={t('nav.payWith.search')} placeholder={t('nav.payWith.search')}
        value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
      <ul>
        {shown.map((o) => (
          <li key={o.fiat}>
            <button type="button" aria-current={o.fiat === fiat} onClick={() => choose(o.fiat)}>{o.fiat}</button>
          </li>
        ))}
        {shown.length === 0 ? <li className="empty">{t('nav.payWith.empty')}</li> : null}
      </ul>
    </div>
  );
}

/**
 * The Pay-with fiat picker of Buy Crypto (site-chrome.md §4): the one dropdown (ui/Dropdown),
 * opening on click and closing when the pointer leaves it (and on Escape, which leaves the Buy
 * Crypto panel open); a substring search filters the fiat codes (§5).
 */
export function PayWith({ options, fiat, onChange }: Props) {
  const { t } = useT();
  const button = useRef<HTMLButtonElement>(null);
  // Its own group (ui/openMenu.ts), so opening it keeps the Buy Crypto menu open; owned by this
  // instance, so it goes with the panel: opened again, the panel shows the picker closed.
  const [group] = useState<MenuGroup>(() => atom<string | null>(null));
  const choose = (next: string) => {
    onChange(next);
    closeMenu(PICKER, group);
    button.current?.focus();
  };
  return (
    <div css={picker}>
      <span className="label">{t('nav.payWith')}</span>
      <ClassNames>
        {({ css: cls }) => (
          <Dropdown id={PICKER} group={group} openOn="click" leave buttonRef={button} buttonClass={cls(trigger)}
            label={`${t('nav.payWith')} ${fiat}`} button={<>{fiat}<ChevronDown size={12} /></>}>
            <FiatList options={options} fiat={fiat} choose={choose} />
          </Dropdown>
        )}
      </ClassNames>
    </div>
  );
}
