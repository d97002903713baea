import { deepActiveElement } from './focus';
import { hostQuery } from './host-document';

/**
 * A page bar (one child of `stack`, `data-bar-slot` = its id) is closing: if it holds focus, focus
 * moves before it goes, so a keyboard user is not dropped on the document's body (the next Tab
 * would start over at the top of the page). It goes to the first link or button of the bar that
 * moves up into its place, else of the bar above it, else of the header (its logo): the bars sit
 * right under the header, so that is the nearest control left where the user was looking. After a
 * keyboard `Close` the page scrolls to it as it would for Tab; after a click it does not move.
 */
export function moveFocusFromBar(stack: Element | null, id: string): void {
  const slots = stack ? [...stack.children] : [];
  const at = slots.findIndex((slot) => slot.getAttribute('data-bar-slot') === id);
  const active = deepActiveElement();
  if (at < 0 || !active || !slots[at]!.contains(active)) return;
  const header = hostQuery('[data-site-chrome-root="header"]')?.shadowRoot;
  for (const root of [...slots.slice(at + 1), ...slots.slice(0, at).reverse(), header]) {
    // Rendered ones only: a control without a box (hidden at this width) cannot take focus.
    const control = [...(root?.querySelectorAll<HTMLElement>('a[href],button:not([disabled])') ?? [])].find((el) => el.getClientRects().length > 0);
    if (control) {
      control.focus({ preventScroll: !active.matches(':focus-visible') });
      return;
    }
  }
}
