import { atom, onMount } from 'nanostores';
import { $pageSetup } from '../../stores/page-setup';

/**
 * Whether Community › Chat Room can open the room here and now; the menus show the entry only
 * then (a control that does nothing helps nobody). Without `microApps.chatroom` it cannot, and
 * nothing more loads (`update()` cannot add one; the menu reads this again each time it mounts);
 * with it, the chat room's actions (loaded at mount on such a page) say whether this page and
 * the window's width allow the room, across 768 px as the window changes.
 */
export const $chatRoomEntry = atom(false);

onMount($chatRoomEntry, () => {
  let stop = () => {};
  let live = true;
  if ($pageSetup.get()?.microApps.chatroom) {
    import('./chat-room-actions').then((actions) => {
      if (live) stop = actions.$chatRoomAllowed.subscribe((allowed) => $chatRoomEntry.set(allowed));
    }, () => undefined);
  }
  return () => {
    live = false;
    stop();
  };
});
