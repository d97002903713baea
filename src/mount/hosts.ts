import type { ResolvedTarget } from './options';
import { HEADER_HEIGHT } from '../theme/tokens';
import { RESERVED_ATTRIBUTE } from './script-attrs';
import { hostCreate, hostGet, hostQuery } from '../platform/host-document';

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

/** True when `element` already holds a root of ours. */
export function slotTaken(element: Element): boolean {
  return inUse.has(element);
}

/**
 * The slot for a root: the given element; or, for 'auto', `[data-site-chrome=kind]` or a new
 * element at the start (header) or end (footer, overlay) of `<body>`. `null` when there is none to
 * fill, or when an automatic slot is already in use (the page's own auto-mount got there first).
 */
export function claimSlot(kind: SlotKind, target: ResolvedTarget, doc: Document = document): Slot | null {
  if (target === null) return null;
  let element: HTMLElement | null = target === 'auto'
    ? hostQuery(`[data-site-chrome="${kind}"]`, doc)
    : (target as HTMLElement);
  if (element && inUse.has(element)) return null;
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
      inUse.delete(el);
      if (created) el.remove();
      else if (kind === 'header') el.style.minHeight = previousMinHeight;
    },
  };
}
