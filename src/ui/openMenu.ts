import { atom } from 'nanostores';

/**
 * Which dropdown is open: one at a time (site-chrome.md §4). The state of the one dropdown
 * primitive (ui/Dropdown, useHoverMenu), shared with the controls that close it (a link that
 * navigates, the phone drawer) — not feature state, so it lives beside the primitive.
 */
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
