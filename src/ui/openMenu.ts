import { atom, type WritableAtom } from 'nanostores';

/**
 * Which dropdown is open: one at a time (site-chrome.md §4). The state of the one dropdown
 * primitive (ui/Dropdown, useHoverMenu), shared with the controls that close it (a link that
 * navigates, the phone drawer) — not feature state, so it lives beside the primitive.
 */
export const $openMenu = atom<string | null>(null);

/**
 * One open at a time within a group: the header's menus share `$openMenu`; a picker inside a menu
 * (Pay with) has a store of its own, so opening it keeps its menu open; the phone footer's two
 * selectors share theirs.
 */
export type MenuGroup = WritableAtom<string | null>;

export function openMenu(id: string | null, group: MenuGroup = $openMenu): void {
  group.set(id);
}

export function closeMenu(id?: string, group: MenuGroup = $openMenu): void {
  if (id === undefined || group.get() === id) group.set(null);
}

export function toggleMenu(id: string, group: MenuGroup = $openMenu): void {
  group.set(group.get() === id ? null : id);
}
