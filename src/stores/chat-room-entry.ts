import { atom, onMount } from 'nanostores';
import { $pageSetup } from './page-setup';

/**
 * Whether Community › Chat Room can open the room here and now; the menus show the entry only
 * then (a control that does nothing helps nobody). Without `microApps.chatroom` it cannot, and
 * nothing more loads; with it, the chat room's actions (loaded at mount on such a page) say
 * whether this page and the window's width allow the room, across 768 px as the window changes.
 */
export const $chatRoomEntry = atom(false);

onMount($chatRoomEntry, () => {
  let stopAllowed: (() => void) | null = null;
  let configured = false;
  const stopSetup = $pageSetup.subscribe((setup) => {
    if (!!setup?.microApps.chatroom === configured) return;
    configured = !configured;
    stopAllowed?.();
    stopAllowed = null;
    $chatRoomEntry.set(false);
    if (!configured) return;
    import('./chat-room-actions').then((actions) => {
      if (configured && !stopAllowed) stopAllowed = actions.$chatRoomAllowed.subscribe((allowed) => $chatRoomEntry.set(allowed));
    }, () => undefined);
  });
  return () => {
    stopSetup();
    stopAllowed?.();
    stopAllowed = null;
    configured = false;
  };
});
