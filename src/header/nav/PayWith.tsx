/** @jsxImportSource @emotion/react */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import type { PayWithOption } from '../../api/calls/site';
import { useT } from '../../root/useT';
import { ChevronDown } from '../../ui/icons';
import { fiatCodeMatches } from '../../features/preferences/fiat';

const picker = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  .label {
    color: var(--sc-text-2);
    font-size: 13px;
  }
  .empty {
    padding: 6px 10px;
    color: var(--sc-text-2);
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
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 2;
  width: 220px;
  padding: 8px;
  background: var(--sc-surface);
  border: 1px solid var(--sc-border);
  border-radius: 10px;
  box-shadow: var(--sc-shadow);
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

/**
 * The Pay-with fiat picker of Buy Crypto (site-chrome.md §4): opens on click, closes when the
 * pointer leaves it (and on Escape); a substring search filters the fiat codes (§5).
 */
export function PayWith({ options, fiat, onChange }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = useMemo(
    () => options.filter((o) => fiatCodeMatches(o.fiat, query)),
    [options, query],
  );
  const close = (focus: boolean) => {
    setOpen(false);
    setQuery('');
    if (focus) buttonRef.current?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      // Only the picker closes; the Buy Crypto panel stays.
      e.stopPropagation();
      close(true);
    }
  };

  return (
    <div css={picker}
      onMouseLeave={() => open && close(false)} onKeyDown={onKey}>
      <span className="label">{t('nav.payWith')}</span>
      <button ref={buttonRef} type="button" css={trigger} aria-expanded={open} aria-controls={listId}
        aria-label={`${t('nav.payWith')} ${fiat}`} onClick={() => (open ? close(false) : setOpen(true))}>
        {fiat}
        <ChevronDown size={12} />
      </button>
      <div id={listId} css={list} hidden={!open}>
        {open ? (
          <>
            <input type="search" aria-label={t('nav.payWith.search')} placeholder={t('nav.payWith.search')}
              value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
            <ul>
              {shown.map((o) => (
                <li key={o.fiat}>
                  <button type="button" aria-current={o.fiat === fiat} onClick={() => { onChange(o.fiat); close(true); }}>
                    {o.fiat}
                  </button>
                </li>
              ))}
              {shown.length === 0 ? <li className="empty">{t('nav.payWith.empty')}</li> : null}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
