import { hostGet } from './host-document';

/** The element that really has focus, looking through open shadow roots (the chrome's controls live in them). */
export function deepActiveElement(): HTMLElement | null {
  let el: Element | null = hostGet('activeElement');
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== hostGet('body') ? el : null;
}
