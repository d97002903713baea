/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { useT } from '../../root/useT';
import { ChevronDown } from '../../ui/icons';
import { firstLetter, groupId, linkKey, type MenuEntry, type MenuLink } from './rules';
import * as s from './styles';

interface ListProps {
  entries: readonly MenuEntry[];
  /** The current page's link (`activeKey`). */
  active: string | null;
  /** The groups drawn open. */
  open: readonly string[];
  /** Icons only: labels out of sight (still the accessible names), a tooltip on each. */
  compact: boolean;
  /** Makes the ids of the groups' panels unique in the root. */
  idBase: string;
  onGroup(id: string): void;
  /** A link was followed (the dropdown closes its list). */
  onFollow?: () => void;
}

/**
 * An entry's picture: its icon (already through the URL guard), or, where there is none or it
 * does not load, its label's first letter. Decorative: the label names the row.
 */
function Glyph({ icon, label }: { icon: string | null; label: string }) {
  const { language } = useT();
  const [failed, setFailed] = useState<string | null>(null);
  if (icon && failed !== icon) {
    return <span css={s.glyph} aria-hidden="true"><img src={icon} alt="" referrerPolicy="no-referrer" onError={() => setFailed(icon)} /></span>;
  }
  return <span css={s.glyph} aria-hidden="true" data-letter="">{firstLetter(label, language.locale)}</span>;
}

function Link({ link, current, compact, top, onFollow }: { link: MenuLink; current: boolean; compact: boolean; top: boolean; onFollow?: () => void }) {
  return (
    <a css={s.row} href={link.href} aria-current={current ? 'page' : undefined} title={compact ? link.label : undefined} onClick={onFollow}>
      {top || link.icon ? <Glyph icon={link.icon} label={link.label} /> : null}
      <span css={s.text}>{link.label}</span>
    </a>
  );
}

/**
 * The menu's entries: links, and groups as disclosure buttons (`aria-expanded`, `aria-controls`)
 * over their links. The same elements serve the expanded and the collapsed panel, so the button
 * pressed keeps focus when the panel changes width.
 */
export function MenuList({ entries, active, open, compact, idBase, onGroup, onFollow }: ListProps) {
  return (
    <ul css={s.list}>
      {entries.map((entry, i) => {
        if (entry.kind === 'link') {
          return <li key={`${i}:${entry.label}`}><Link link={entry} current={active === linkKey(i)} compact={compact} top onFollow={onFollow} /></li>;
        }
        const id = groupId(i, entry.label);
        const isOpen = open.includes(id);
        const panelId = `${idBase}-g${i}`;
        const holdsCurrent = active?.startsWith(`${i}.`) ?? false;
        return (
          <li key={id}>
            <button type="button" css={s.row} aria-expanded={isOpen} aria-controls={panelId} title={compact ? entry.label : undefined}
              data-current={holdsCurrent && !isOpen ? '' : undefined} onClick={() => onGroup(id)}>
              <Glyph icon={entry.icon} label={entry.label} />
              <span css={s.text}>{entry.label}</span>
              <span css={s.chevron} aria-hidden="true"><ChevronDown size={16} /></span>
            </button>
            <ul id={panelId} css={s.children} hidden={!isOpen}>
              {entry.children.map((child, j) => (
                <li key={`${j}:${child.label}`}>
                  <Link link={child} current={active === linkKey(i, j)} compact={compact} top={false} onFollow={onFollow} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
