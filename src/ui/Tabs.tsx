/** @jsxImportSource @emotion/react */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';

/**
 * A tab of the underline look (ui/Tabs): quiet until chosen, then bold with a brand underline on
 * the tab list's border. CSS text, here in the tabs' lazy chunk (theme/styles.ts is on the first paint): the language
 * and region modal and the market panels add their own padding and size.
 */
export const underlineTab = `
  position: relative;
  font-weight: 500;
  color: var(--sc-text-2);
  &:hover {
    color: var(--sc-text);
  }
  &[aria-selected='true'] {
    color: var(--sc-text);
    font-weight: 600;
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    bottom: -1px;
    height: 2px;
    border-radius: 1px;
    background: var(--sc-brand);
  }
`;

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  dir: 'ltr' | 'rtl';
  /** The selected tab's panel. */
  children: (key: K) => ReactNode;
  /**
   * `roving` (a dialog): only the selected tab is in the Tab order and the panel takes focus, as
   * the ARIA tabs pattern has it. `each` (a header panel): every tab stays in the Tab order like the
   * panel's other controls, and the panel, which holds links, takes none.
   */
  focus?: 'roving' | 'each';
  /** The panel's content is on its way (`aria-busy`). */
  busy?: boolean;
  /** The caller's look: a dialog's tabs are larger than a popover's. */
  styles: { list: SerializedStyles; tab: SerializedStyles; panel?: SerializedStyles };
}

/**
 * The one tabs primitive: the ARIA tabs pattern with automatic activation. The arrows move and
 * select (mirrored right to left), Home and End jump to the ends. One panel, named by the selected
 * tab, which every tab controls.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, dir, children, focus = 'roving', busy, styles }: Props<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const active = tabs.find((t) => t.key === selected) ?? tabs[0];
  if (!active) return null;
  const panelId = `${base}-panel`;

  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.key === active.key);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (e.key === forward) next = (i + 1) % tabs.length;
    else if (e.key === back) next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    else return;
    e.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} css={styles.list} onKeyDown={move}>
        {tabs.map((t) => {
          const isSelected = t.key === active.key;
          return (
            <button key={t.key} type="button" role="tab" id={`${base}-tab-${t.key}`} aria-controls={panelId}
              aria-selected={isSelected} tabIndex={focus === 'each' || isSelected ? 0 : -1} css={styles.tab}
              ref={(el) => { if (el) refs.current.set(t.key, el); else refs.current.delete(t.key); }}
              onClick={() => onSelect(t.key)}>
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${base}-tab-${active.key}`} aria-busy={busy}
        tabIndex={focus === 'roving' ? 0 : undefined} css={styles.panel}>
        {children(active.key)}
      </div>
    </>
  );
}
