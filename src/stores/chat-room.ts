import { atom } from 'nanostores';

/**
 * The chat room's open request (site-chrome.md §4: Community's chat room is opened by an action).
 * The chat-room widget subscribes; until it lands the request is only recorded.
 */
export const $chatRoomRequested = atom(false);

export function openChatRoom(): void {
  $chatRoomRequested.set(true);
}
