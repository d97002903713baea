/** @jsxImportSource @emotion/react */
import { useId, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import type { MenuEntry } from '../../config/menus/types';
import { useT } from '../../i18n/useT';

const body = css`
  padding: 0 4px 8px 12px;
`;

const trigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 12px;
  border-radius: 8px;
  font-size: 15px;
  font-weight: 600;
  &:hover,
  &:focus-visible {
    background: var(--sc-hover);
  }
  .chevron {
    display: inline-flex;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

interface Props {
  sections: readonly MenuEntry[];
  renderLeaf: (entry: MenuEntry) => ReactNode;
  renderBody: (entry: MenuEntry) => ReactNode;
  chevron: ReactNode;
}

/** The drawer's menu: one section open at a time; clicking the open one closes it (site-chrome.md §4). */
export function Accordion({ sections, renderLeaf, renderBody, chevron }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  return (
    <ul>
      {sections.map((entry) => {
        if (!entry.children) return <li key={entry.id}>{renderLeaf(entry)}</li>;
        const expanded = open === entry.id;
        const buttonId = `${base}-${entry.id}-b`;
        const regionId = `${base}-${entry.id}-r`;
        return (
          <li key={entry.id}>
            <button id={buttonId} type="button" css={trigger} aria-expanded={expanded} aria-controls={regionId}
              onClick={() => setOpen(expanded ? null : entry.id)}>
              {t(entry.label)}
              <span className="chevron" aria-hidden="true">{chevron}</span>
            </button>
            <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!expanded} css={body}>
              {expanded ? renderBody(entry) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
