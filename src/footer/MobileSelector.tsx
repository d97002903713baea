/** @jsxImportSource @emotion/react */
import { ClassNames, css } from '@emotion/react';
import { useState } from 'react';
import { useT } from '../root/useT';
import { ChevronDown } from '../ui/icons';
import { Dropdown } from '../ui/Dropdown';
import { closeMenu, type MenuGroup } from '../ui/openMenu';
import { atom } from 'nanostores';
import type { MessageKey } from '../i18n/catalogs';

const selectors = css`
  display: grid;
  gap: 10px;
`;

export interface SelectorOption {
  value: string;
  label: string;
}

/** One of the footer's phone selectors (language, currency). */
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
 * (site-chrome.md §4). Each is the one dropdown (ui/Dropdown) opening on a tap or click, its list
 * in the page's flow under it; Escape closes it and returns focus.
 */
export function MobileSelector({ dropdowns }: { dropdowns: readonly Selector[] }) {
  const { t } = useT();
  // The two selectors' group (ui/openMenu.ts): one of them open at a time, or none.
  const [group] = useState<MenuGroup>(() => atom<string | null>(null));
  if (dropdowns.length === 0) return null;
  return (
    <ClassNames>
      {({ css: cls }) => (
        <div css={selectors} data-track="footer_settings">
          {dropdowns.map((d) => (
            <Dropdown key={d.id} id={d.id} group={group} openOn="click" inline buttonClass={cls(toggle)} button={(
              <>
                <span className="what">{t(d.label)}</span>
                <bdi className="value">{d.options.find((o) => o.value === d.current)?.label ?? d.current}</bdi>
                <ChevronDown size={16} />
              </>
            )}>
              <ul css={list} aria-label={t(d.label)} data-track="footer_settings">
                {d.options.map((o) => (
                  <li key={o.value}>
                    <button type="button" css={option} data-track-target={`${d.id}:${o.value}`} aria-current={o.value === d.current ? 'true' : undefined}
                      onClick={() => { closeMenu(d.id, group); d.onChoose(o.value); }}>
                      <bdi>{o.label}</bdi>
                    </button>
                  </li>
                ))}
              </ul>
            </Dropdown>
          ))}
        </div>
      )}
    </ClassNames>
  );
}
