/** @jsxImportSource @emotion/react */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tab as tabCss, tabList, panelBody } from './styles';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  render: () => ReactNode;
}

interface Props<K extends string> {
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  dir: 'ltr' | 'rtl';
}

/**
 * The ARIA tabs pattern with automatic activation: arrows move and select (mirrored right to left),
 * Home and End jump to the ends; only the selected tab is in the tab order.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, dir }: Props<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const active = tabs.find((t) => t.key === selected) ?? tabs[0];
  if (!active) return null;

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
      <div role="tablist" aria-label={label} css={tabList} onKeyDown={move}>
        {tabs.map((t) => {
          const isSelected = t.key === active.key;
          return (
            <button key={t.key} type="button" role="tab" id={`${base}-tab-${t.key}`} aria-controls={`${base}-panel-${t.key}`}
              aria-selected={isSelected} tabIndex={isSelected ? 0 : -1} css={tabCss}
              ref={(el) => { if (el) refs.current.set(t.key, el); else refs.current.delete(t.key); }}
              onClick={() => onSelect(t.key)}>
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel-${active.key}`} aria-labelledby={`${base}-tab-${active.key}`} tabIndex={0} css={panelBody}>
        {active.render()}
      </div>
    </>
  );
}
