/** @jsxImportSource @emotion/react */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { useT } from '../root/useT';
import { ChevronDown } from '../ui/icons';
import type { MessageKey } from '../i18n/catalogs';

const selectors = css`
  display: grid;
  gap: 10px;
`;

export interface SelectorOption {
  value: string;
  label: string;
}

/** One of the footer's phone selectors (language, currency): a disclosure list, not ui/Dropdown. */
interface Selector {
  id: 'language' | 'fiat';
  label: MessageKey;
  current: string;
  options: readonly SelectorOption[];
  onChoose: (value: string) => void;
}

const toggle = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid var(--sc-border);
  border-radius: 10px;
  background: var(--sc-surface);
  color: var(--sc-text);
  font-size: 14px;
  .what {
    color: var(--sc-text-2);
  }
  .value {
    margin-inline-start: auto;
    font-weight: 600;
  }
  svg {
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const list = css`
  margin-top: 6px;
  max-height: 264px;
  overflow-y: auto;
  padding: 6px;
  border: 1px solid var(--sc-border);
  border-radius: 10px;
  background: var(--sc-surface);
  color: var(--sc-text);
  &[hidden] {
    display: none;
  }
`;

const option = css`
  display: flex;
  width: 100%;
  min-height: 40px;
  align-items: center;
  padding: 0 10px;
  border-radius: 8px;
  &:hover {
    background: var(--sc-hover);
  }
  &[aria-current='true'] {
    color: var(--sc-brand);
    font-weight: 600;
  }
`;

/**
 * The phone footer's language and currency selector: one dropdown open at a time, or none
 * (site-chrome.md §4). Each is a disclosure button; Escape closes it and returns focus.
 */
export function MobileSelector({ dropdowns }: { dropdowns: readonly Selector[] }) {
  const { t } = useT();
  const [open, setOpen] = useState<Selector['id'] | null>(null);
  const toggles = useRef<Partial<Record<Selector['id'], HTMLButtonElement | null>>>({});
  const baseId = useId();
  if (dropdowns.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent, id: Selector['id']) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(null);
    toggles.current[id]?.focus();
  };

  return (
    <div css={selectors}>
      {dropdowns.map((d) => {
        const expanded = open === d.id;
        const listId = `${baseId}-${d.id}`;
        const currentLabel = d.options.find((o) => o.value === d.current)?.label ?? d.current;
        return (
          <div key={d.id} onKeyDown={(e) => onKeyDown(e, d.id)}>
            <button
              type="button"
              ref={(el) => { toggles.current[d.id] = el; }}
              css={toggle}
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setOpen(expanded ? null : d.id)}
            >
              <span className="what">{t(d.label)}</span>
              <bdi className="value">{currentLabel}</bdi>
              <ChevronDown size={16} />
            </button>
            <ul css={list} id={listId} hidden={!expanded} aria-label={t(d.label)}>
              {d.options.map((o) => (
                <li key={o.value}>
                  <button
                    type="button"
                    css={option}
                    aria-current={o.value === d.current ? 'true' : undefined}
                    onClick={() => { setOpen(null); d.onChoose(o.value); }}
                  >
                    <bdi>{o.label}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
