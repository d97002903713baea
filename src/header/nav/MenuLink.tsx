/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { MouseEvent } from 'react';
import type { MenuEntry } from '../../config/menus/types';
import { fillRoute } from '../../rules/routes';
import { opensUpcomingDialog, routeFor } from '../../config/menus/layout';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { closeMenu } from '../../ui/openMenu';
import { menuButtonOf, openDialog } from '../../stores/dialogs';
import { useNavActions } from './NavContext';
import { report } from '../../platform/report';

/**
 * The chat room's actions load on the first click: the menu panels are prefetched for every
 * visitor, the chat room is for the few who open it.
 */
function openChatRoomLater(item: HTMLElement): void {
  // The menu closes before the actions arrive: focus will go back to its button.
  const trigger = menuButtonOf(item) ?? item;
  import('../../features/chat-room/chat-room-actions').then((m) => m.openChatRoom(null, trigger), (error: unknown) => {
    report(error, { area: 'chunk', what: 'could not open the chat room' });
  });
}

/** The referral teaser's figures (site-chrome.md §9). */
export const REFERRAL_TEASER = { rate: '40%', amount: '500' } as const;

const itemLink = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  padding: 10px 12px;
  border-radius: 8px;
  color: var(--sc-text);
  text-align: start;
  .label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 500;
    font-size: 14px;
  }
  .desc {
    font-size: 12px;
    line-height: 1.4;
    color: var(--sc-text-2);
  }
  &:hover,
  &:focus-visible {
    background: var(--sc-hover);
  }
  &:hover .label {
    color: var(--sc-brand);
  }
`;

const badge = css`
  padding: 0 5px;
  border-radius: 4px;
  font-size: 10px;
  font-weight: 700;
  line-height: 16px;
  color: #fff;
`;

const hotBadge = css`
  ${badge};
  background: #c42b36;
`;

const newBadge = css`
  ${badge};
  background: #1f7a4d;
`;

interface Props {
  entry: MenuEntry;
  /** The fiat chosen in the Pay-with panel, for `{fiat}` routes. */
  fiat?: string;
  /** Hide the description (compact lists). */
  compact?: boolean;
  /** Called after a navigation or action so the owning menu or drawer closes. */
  onDone?: () => void;
}

/**
 * One menu item: a link to its (language-prefixed) route; on the EU site a special link opens the
 * "Stay tuned!" dialog instead; an action item (chat room) is a button.
 */
export function MenuLink({ entry, fiat, compact, onDone }: Props) {
  const { t } = useT();
  const { site, setup } = useSite();
  const href = useHref();
  const { openUpcoming } = useNavActions();
  const content = (
    <>
      <span className="label">
        {t(entry.label)}
        {entry.badge ? (
          <span css={entry.badge === 'hot' ? hotBadge : newBadge}>
            {t(entry.badge === 'hot' ? 'nav.badge.hot' : 'nav.badge.new')}
          </span>
        ) : null}
      </span>
      {entry.desc && !compact ? <span className="desc">{t(entry.desc, REFERRAL_TEASER)}</span> : null}
    </>
  );

  if (entry.action === 'chatRoom') {
    return (
      <button type="button" css={itemLink} data-track-target={entry.id} onClick={(e) => { openChatRoomLater(e.currentTarget); closeMenu(); onDone?.(); }}>
        {content}
      </button>
    );
  }
  const route = routeFor(entry, site.key);
  const filled = route && fiat ? fillRoute(route, { pair: site.defaultPair, fiat }) : route;
  const upcoming = opensUpcomingDialog(entry, site);
  // Funds › Transfer with `microApps.transfer`: the micro-app in a dialog (its page otherwise).
  const transfer = entry.action === 'transfer' && Boolean(setup?.microApps.transfer);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (transfer) {
      e.preventDefault();
      openDialog('transfer', undefined, { trigger: e.currentTarget });
      closeMenu();
      onDone?.();
      return;
    }
    if (upcoming) {
      // EU clicks on special links are intercepted (site-chrome.md §6, §2 "EU clicks are intercepted").
      e.preventDefault();
      openUpcoming(e.currentTarget);
      return;
    }
    closeMenu();
    onDone?.();
  };
  return (
    <a css={itemLink} href={filled ? href(filled) : undefined} onClick={onClick} data-track-target={entry.id}
      {...(upcoming || transfer ? { 'aria-haspopup': 'dialog' as const } : {})}
      {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
    </a>
  );
}
