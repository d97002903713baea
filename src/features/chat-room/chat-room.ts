import { atom } from 'nanostores';

/**
 * The chat room (site-chrome.md §4): closed (`null`), loading, mounted or hidden (still mounted,
 * off screen). The overlay root renders it (lazy) whenever it is not closed; every transition is
 * in chat-room-actions.ts, a lazy chunk, so a page without a chat room carries only this atom.
 */
export type ChatRoomStatus = 'loading' | 'mounted' | 'hidden';

export interface ChatRoomState {
  status: ChatRoomStatus;
  /** The customer-service target of a `/groupchat/{target}` short link. */
  target: string | null;
  /** The micro-app has mounted (a hidden room shows again without loading). */
  loaded: boolean;
  /** Counts the visitor's openings: each moves focus into the room (a page-load opening does not). */
  visit: number;
}

export const $chatRoom = atom<ChatRoomState | null>(null);
