import type { ResolvedTarget } from './options';
import { HEADER_HEIGHT } from '../theme/tokens';
import { RESERVED_ATTRIBUTE, releaseReservation } from './script-attrs';
import { hostCreate, hostGet, hostQuery } from '../platform/host-document';
import { describeValue } from './errors';
import { SiteChromeError } from '../platform/errors';

export type SlotKind = 'header' | 'footer' | 'overlay';

/** Where a root renders: a page element we were given or found, or one we created. */
export interface Slot {
  kind: SlotKind;
  element: HTMLElement;
  created: boolean;
  restore: () => void;
}

/** Elements that already hold a root, so a second include or mount never renders twice into one. */
const inUse = new WeakSet<Element>();

/** The page's one header and one footer: which element holds each, pending or mounted. */
const holders = new Map<SlotKind, Element>();

/**
 * The slot for a root: the given element; or, for 'auto', `[data-site-chrome=kind]` or a new
 * element at the start (header) or end (footer, overlay) of `<body>`. `null` when there is none to
 * fill. Called before a mount first waits (CONTRACT v1.2): a header or footer slot that another
 * mount holds throws SLOT_TAKEN; the shared overlay slot gives `null` instead.
 */
export function claimSlot(kind: SlotKind, target: ResolvedTarget, doc: Document = document): Slot | null {
  if (target === null) return null;
  let element: HTMLElement | null = target === 'auto'
    ? hostQuery(`[data-site-chrome="${kind}"]`, doc)
    : (target as HTMLElement);
  const holder = holders.get(kind);
  if (holder || (element && inUse.has(element))) {
    if (kind === 'overlay') return null;
    const asked = target === 'auto' ? 'auto' : describeValue(target);
    throw new SiteChromeError('SLOT_TAKEN', `option "${kind}": ${asked}: another mount holds the ${kind} in ${describeValue(holder ?? element)}`);
  }
  let created = false;
  if (!element) {
    element = hostCreate('div', doc);
    element.setAttribute('data-site-chrome', kind);
    const body = hostGet('body', doc);
    if (kind === 'header') body.prepend(element);
    else body.append(element);
    created = true;
  }
  inUse.add(element);
  holders.set(kind, element);
  // The loader's reservation is ours to remove, not the page's to restore (CONTRACT §2).
  const previousMinHeight = element.hasAttribute(RESERVED_ATTRIBUTE) ? '' : element.style.minHeight;
  element.removeAttribute(RESERVED_ATTRIBUTE);
  // The header's height is known before React renders: reserve it so the page does not shift.
  if (kind === 'header') element.style.minHeight = `${HEADER_HEIGHT}px`;
  const el = element;
  return {
    kind,
    element: el,
    created,
    restore: () => {
      if (!inUse.delete(el)) return;
      if (holders.get(kind) === el) holders.delete(kind);
      if (created) el.remove();
      else if (kind === 'header') el.style.minHeight = previousMinHeight;
    },
  };
}

/** Removes the loader's header reservation when no auto-mount will fill it (CONTRACT v1.2). */
export function dropReservation(doc: Document = document): void {
  const slot = hostQuery(`[data-site-chrome="header"][${RESERVED_ATTRIBUTE}]`, doc);
  if (slot && !inUse.has(slot)) releaseReservation(slot);
}
