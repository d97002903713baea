import { deepActiveElement } from './focus';

/**
 * The one focus-return rule (issue 10): focus goes to the first of `candidates` that is still in
 * the page and takes focus (a control inside a closed panel is connected but hidden, so the next
 * one, its menu button, gets it). Used when a dialog closes (ui/Dialog) and when the chat room is
 * hidden. Apart from focus.ts, which is on the first paint: only lazy parts return focus.
 */
export function focusBack(candidates: readonly (HTMLElement | null)[]): void {
  for (const el of candidates) {
    if (!el?.isConnected) continue;
    el.focus();
    if (deepActiveElement() === el) return;
  }
}
