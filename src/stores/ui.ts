import { atom } from 'nanostores';

/** Which header menu is open: one at a time (site-chrome.md §4). */
export const $openMenu = atom<string | null>(null);

export function openMenu(id: string | null): void {
  $openMenu.set(id);
}

export function closeMenu(id?: string): void {
  if (id === undefined || $openMenu.get() === id) $openMenu.set(null);
}

export function toggleMenu(id: string): void {
  $openMenu.set($openMenu.get() === id ? null : id);
}

/**
 * The chat room's open request (site-chrome.md §4: Community's chat room is opened by an action).
 * The chat-room widget subscribes; until it lands the request is only recorded.
 */
export const $chatRoomRequested = atom(false);

export function openChatRoom(): void {
  $chatRoomRequested.set(true);
}
