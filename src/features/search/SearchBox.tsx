import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { $searchEntry, openSearch, searchOnPage } from './search';
import { SEARCH_PAGE } from './rules';
import { lineIcon } from '../../ui/icon-attrs';
import { classes } from '../../theme/sheet';

/** The widened field (page mode); less where the header itself is narrower. */
const WIDE = 220;
/** The header's own inline padding on phones (Header.tsx): the widened field stops there. */
const EDGE = 12;

/*
 * The box fills exactly the place the first paint keeps (Header.tsx: a 36 px round button), so
 * nothing moves when it arrives: a 36 px input, the magnifier drawn over it, its text hidden while
 * it is that narrow. Widened, it is positioned over its neighbours towards the inline start (see
 * wideFor), so neither the header nor the page moves either. Static classes: no Emotion for a part every
 * visitor loads.
 */
const s = classes('search', {
  place: `
    position: relative;
    z-index: 2;
    flex-shrink: 0;
    width: 36px;
    height: 36px;
  `,
  field: `
    position: absolute;
    top: 0;
    inset-inline-end: 0;
    width: 36px;
    height: 36px;
    margin: 0;
    padding: 0;
    padding-inline-end: 34px; /* the magnifier's 36 px, less the 1 px borders */
    border: 1px solid transparent;
    border-radius: 18px;
    background: transparent;
    font: inherit;
    font-size: 16px; /* under 16 px, iOS Safari zooms the page into a field that takes focus */
    color: transparent;
    caret-color: transparent;
    cursor: pointer;
    -webkit-appearance: none;
    appearance: none;
    transition: width 0.2s ease, inset-inline-end 0.2s ease, background-color 0.2s ease, border-color 0.2s ease;
    &::placeholder {
      color: transparent;
    }
    &::-webkit-search-decoration,
    &::-webkit-search-cancel-button {
      -webkit-appearance: none;
      display: none;
    }
    &:hover {
      background: var(--sc-hover);
    }
    &:focus-visible {
      border-radius: 18px;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  `,
  wide: `
    padding-inline-start: 14px;
    border-color: var(--sc-border);
    color: var(--sc-text);
    caret-color: auto;
    cursor: text;
    &,
    &:hover {
      background: var(--sc-surface-2);
    }
    &::placeholder {
      color: var(--sc-text-2);
    }
  `,
  icon: `
    position: absolute;
    top: 8px;
    inset-inline-end: 8px;
    pointer-events: none;
    color: var(--sc-text);
    transition: inset-inline-end 0.2s ease;
    @media (prefers-reduced-motion: reduce) {
      transition: none;
    }
  `,
});

/**
 * The widened field: `WIDE` px towards the inline start of the header, within its padding; where
 * the box sits closer than that to the start (phones), the field reaches past the box's inline end
 * by `shift` px instead of leaving the screen.
 */
function wideFor(place: HTMLElement, rtl: boolean): { width: number; shift: number } {
  const bar = place.closest('header')?.getBoundingClientRect();
  if (!bar) return { width: WIDE, shift: 0 };
  const at = place.getBoundingClientRect();
  const room = Math.floor(rtl ? bar.right - at.left - EDGE : at.right - bar.left - EDGE);
  const width = Math.max(36, Math.min(WIDE, Math.floor(bar.width) - 2 * EDGE));
  return { width, shift: Math.max(0, width - room) };
}

/**
 * The header's `Search` box (CONTRACT §6: a searchbox named `Search`; site-chrome.md §2, §5). With
 * `microApps.search` a click, Enter, ArrowDown or typing opens the search micro-app in its dialog,
 * with what was typed as its `keyword`; focus alone opens nothing (WCAG 3.2.1), and focus comes
 * back here when the dialog closes. Without it the field widens on focus for typing, Enter goes to
 * the markets page with `?keyword=`, Escape empties and narrows it. Not shown where the site hides
 * search, for UK- and Italy-limited visitors, or with `device_type` (§5, features/search/rules.ts).
 */
export default function SearchBox() {
  const { t, language } = useT();
  const href = useHref();
  const entry = useStore($searchEntry);
  const place = useRef<HTMLSpanElement>(null);
  const [typed, setTyped] = useState('');
  const [wide, setWide] = useState<{ width: number; shift: number } | null>(null);
  if (entry === 'none') return null;
  const app = entry === 'app';

  const widen = () => {
    if (!app && wide === null && place.current) setWide(wideFor(place.current, language.dir === 'rtl'));
  };
  // With the app, what was typed has gone to it by the time focus leaves (into its dialog).
  const narrow = () => {
    setWide(null);
    if (app) setTyped('');
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setTyped(e.target.value);
    // An IME's composition is typed in full before it counts as typed.
    if (app && !(e.nativeEvent as InputEvent).isComposing) openSearch(e.currentTarget, e.target.value);
    else widen();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (app && (e.key === 'Enter' || e.key === 'ArrowDown')) {
      e.preventDefault();
      openSearch(e.currentTarget, typed);
    } else if (!app && e.key === 'Enter') {
      e.preventDefault();
      searchOnPage(href(SEARCH_PAGE), typed);
    } else if (!app && e.key === 'Escape' && (typed || wide !== null)) {
      // Chromium's own Escape in a search field only empties it; this also narrows it.
      e.preventDefault();
      setTyped('');
      setWide(null);
    }
  };

  return (
    <span ref={place} className={s.place}>
      <input type="search" aria-label={t('header.search')} placeholder={t('header.searchPlaceholder')} data-track-target="search"
        className={wide ? `${s.field} ${s.wide}` : s.field} style={wide ? { width: wide.width, insetInlineEnd: -wide.shift } : undefined}
        value={typed} onChange={onChange} onKeyDown={onKeyDown} onFocus={widen} onClick={app ? (e) => openSearch(e.currentTarget, typed) : widen}
        onBlur={narrow} autoComplete="off" spellCheck={false} enterKeyHint="search"
        aria-haspopup={app ? 'dialog' : undefined} />
      {/* ui/line-icons' SearchIcon, drawn here: that chunk would be one more request for every visitor. */}
      <svg {...lineIcon} className={s.icon} style={wide ? { insetInlineEnd: 8 - wide.shift } : undefined}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
    </span>
  );
}
