/** @jsxImportSource @emotion/react */
import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { $chatRoom } from './chat-room';
import { chatRoomSettled, hideChatRoom } from './chat-room-actions';
import { useMicroAppBase } from '../../root/useMicroAppBase';
import { CloseButton } from '../../ui/Dialog';
import { MicroAppFrame } from '../../ui/MicroAppFrame';

/** A panel at the bottom of the inline end, above the page but under the chrome's modals. */
const panel = css`
  position: fixed;
  inset-inline-end: 24px;
  bottom: 24px;
  z-index: 2147482000;
  display: flex;
  flex-direction: column;
  width: 360px;
  height: min(560px, calc(100dvh - 48px));
  border: 1px solid var(--sc-border);
  border-radius: 16px;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 8px 8px 16px;
  border-bottom: 1px solid var(--sc-border);
  h2 {
    flex: 1;
    margin: 0;
    font-size: 16px;
    font-weight: 600;
  }
`;

const content = css`
  flex: 1;
  min-height: 0;
  overflow: auto;
  > [data-micro-app] {
    height: 100%;
  }
`;

const note = css`
  padding: 16px;
  font-size: 14px;
  color: var(--sc-text-2);
`;

/**
 * The chat room (site-chrome.md §4), a non-modal dialog in the overlay root holding the chat-room
 * micro-app (`microApps.chatroom`): loading, mounted, or hidden (still mounted, so it shows again at
 * once). Its close button and Escape hide it; the visitor's page stays usable beside it.
 */
export default function ChatRoom() {
  const { t } = useT();
  const { setup } = useSite();
  const room = useStore($chatRoom);
  const base = useMicroAppBase();
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const url = setup?.microApps.chatroom;
  const visit = room?.visit ?? 0;
  const shown = !!room && room.status !== 'hidden';

  const props = useMemo(() => ({
    ...base,
    target: room?.target ?? null,
    onClose: hideChatRoom,
  }), [base, room?.target]);

  // Each opening by the visitor moves focus into the room (its name is read out); one on page
  // load leaves the page's focus alone.
  useEffect(() => {
    if (visit > 0) box.current?.focus();
  }, [visit]);

  if (!url || !room) return null;
  return (
    <section ref={box} role="dialog" aria-labelledby={titleId} css={panel} hidden={!shown} tabIndex={-1}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); hideChatRoom(); } }}>
      <div css={head}>
        <h2 id={titleId}>{t('microapps.chatRoom')}</h2>
        <CloseButton label={t('microapps.hideChat')} onClick={hideChatRoom} />
      </div>
      <div css={content}>
        {room.status === 'loading' ? <p css={note} role="status">{t('microapps.loading')}</p> : null}
        {/* Keyed by target: a short link to another desk mounts the app again with it. */}
        <MicroAppFrame key={room.target ?? ''} name="chatroom" url={url} props={props} onSettled={chatRoomSettled} />
      </div>
    </section>
  );
}
