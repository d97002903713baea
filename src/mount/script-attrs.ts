/**
 * The script tag's data attributes (CONTRACT §2) as `dataset` keys: the one list the loader reads
 * and `optionsFromScript` maps to mount options.
 */
export const SCRIPT_ATTRIBUTES = ['site', 'lang', 'apiBase', 'page', 'login', 'nonce', 'mount', 'giftPopup', 'sw'] as const;

export type ScriptAttributes = Partial<Record<(typeof SCRIPT_ATTRIBUTES)[number], string>>;

/**
 * Set by the loader on the header slot whose `min-height` it reserved (it had none of the page's):
 * the header's unmount then removes that height instead of restoring it.
 */
export const RESERVED_ATTRIBUTE = 'data-site-chrome-reserved';

/**
 * Gives the page back the height the loader reserved on `slot`, if it did: used by the loader when
 * its bundle never comes and by the core when no auto-mount will fill the slot (CONTRACT v1.2).
 */
export function releaseReservation(slot: HTMLElement | null): void {
  if (!slot || !slot.hasAttribute(RESERVED_ATTRIBUTE)) return;
  slot.removeAttribute(RESERVED_ATTRIBUTE);
  slot.style.minHeight = '';
}

/**
 * On a slot that holds a server's prerendered root (site-chrome/server): the slot is the shadow
 * host of its declarative shadow root, which the mount hydrates (mount/hydrate.tsx).
 */
export const PRERENDERED = 'data-site-chrome-prerendered';
