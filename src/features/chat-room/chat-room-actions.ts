import { atom, onMount } from 'nanostores';
import { $chatRoom } from './chat-room';
import { $pageSetup } from '../../stores/page-setup';
import { chatRoomAllowed, chatRoomAtLoad, CHAT_ROOM_MIN_WIDTH } from './rules';
import { readLocal, writeLocal } from '../../platform/storage';
import { currentPath } from '../../platform/navigation';
import { subscribeMedia, viewportWidth } from '../../platform/media-query';
import { deepActiveElement } from '../../platform/focus';
import { focusBack } from '../../platform/focus-return';
import { $hostRoots, menuButtonOf } from '../../stores/dialogs';
import type { MicroAppOutcome } from '../../platform/micro-app';
import { report } from '../../platform/report';

/** localStorage: `1` while the visitor keeps the chat room open, so it reopens on the next page. */
export const CHAT_ROOM_KEY = 'chat_room_open';

const WIDE = `(min-width: ${CHAT_ROOM_MIN_WIDTH}px)`;

/** The control that opened the room, else its menu button: focus goes back there when the visitor hides it. */
let opener: (HTMLElement | null)[] = [];

const allowedHere = () => chatRoomAllowed(viewportWidth(), currentPath());

/** Whether the room may show on this page at the window's width (the Community entry shows only then). */
export const $chatRoomAllowed = atom(false);

onMount($chatRoomAllowed, () => {
  const update = () => $chatRoomAllowed.set(allowedHere());
  update();
  return subscribeMedia(WIDE, update);
});

/**
 * Opens the chat room (the Community action, a short link, the remembered flag). Nothing without
 * a `microApps.chatroom` URL or where the rules of features/chat-room/rules.ts keep it closed.
 */
export function openChatRoom(target: string | null = null, by: HTMLElement | null = deepActiveElement()): boolean {
  if (!$pageSetup.get()?.microApps.chatroom) {
    report(new Error('the chat room needs a chat-room micro-app (the microApps.chatroom option)'), { area: 'micro-app' });
    return false;
  }
  if (!allowedHere()) return false;
  opener = [by, menuButtonOf(by)];
  writeLocal(CHAT_ROOM_KEY, '1');
  const now = $chatRoom.get();
  // Another target remounts the app with it; the same one shows the app it has.
  const same = !!now && now.target === (target ?? now.target);
  const loaded = same && now.loaded;
  $chatRoom.set({ status: loaded ? 'mounted' : 'loading', target: same ? now.target : target, loaded, visit: (now?.visit ?? 0) + (by ? 1 : 0) });
  return true;
}

/** The visitor hid it: it stays mounted, and stays closed on the next page. */
export function hideChatRoom(): void {
  const now = $chatRoom.get();
  if (now) $chatRoom.set({ ...now, status: 'hidden' });
  writeLocal(CHAT_ROOM_KEY, '0');
  const back = opener;
  opener = [];
  focusBack(back);
}

/** The micro-app's load settled: on screen (unless hidden meanwhile), or closed (the loader logged why). */
export function chatRoomSettled(outcome: MicroAppOutcome): void {
  const now = $chatRoom.get();
  if (outcome === 'failed') $chatRoom.set(null);
  else if (outcome === 'mounted' && now) $chatRoom.set({ ...now, status: now.status === 'loading' ? 'mounted' : now.status, loaded: true });
}

let users = 0;
let stopWatching: (() => void) | null = null;
let watching = false;

/**
 * Called by the mount of a page with a chat-room micro-app (mount/code-urls.ts): the room's page
 * rules run while an overlay root is mounted (the room lives there) and stop when it goes, with
 * `chrome.unmount()`, so its window listener goes too; an overlay mounted again starts them again.
 */
export function watchChatRoom(): void {
  if (watching) return;
  watching = true;
  let stop: (() => void) | null = null;
  $hostRoots.subscribe((roots) => {
    const overlay = roots.some((root) => root.kind === 'overlay');
    if (overlay && !stop) stop = startChatRoom();
    else if (!overlay && stop) {
      stop();
      stop = null;
    }
  });
}

/**
 * Page load with a chat-room micro-app configured (watchChatRoom, once the overlay root is in):
 * opens the room for a short link or the remembered flag, and hides it below 768 px (it shows
 * again, or opens for the first time, when the window widens and the flag still says open). One watcher for all instances;
 * the returned function releases this instance's share.
 */
export function startChatRoom(): () => void {
  const openAtLoad = () => {
    const load = chatRoomAtLoad({ width: viewportWidth(), pathname: currentPath(), remembered: readLocal(CHAT_ROOM_KEY) === '1' });
    if (load) openChatRoom(load.target, null);
  };
  if (users++ === 0) {
    openAtLoad();
    stopWatching = subscribeMedia(WIDE, () => {
      const now = $chatRoom.get();
      // Loaded on a phone and widened since: as if the page had loaded this wide.
      if (!now) openAtLoad();
      else if (!allowedHere()) {
        if (now.status !== 'hidden') $chatRoom.set({ ...now, status: 'hidden' });
      } else if (now.status === 'hidden' && readLocal(CHAT_ROOM_KEY) === '1') {
        $chatRoom.set({ ...now, status: now.loaded ? 'mounted' : 'loading' });
      }
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users > 0) return;
    stopWatching?.();
    stopWatching = null;
    opener = [];
    $chatRoom.set(null);
  };
}
