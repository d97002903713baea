import { atom } from 'nanostores';
import { orderBars, type BarId } from '../rules/bar-order';

/**
 * The one store of the page bars (announcement, compliance banner, IP-limit tips, KYC tips): a
 * feature asks for its bar once its data says it shows; the bar host (bars/BarHost.tsx, lazy)
 * renders them in BAR_ORDER. A closed bar is hidden here; remembering a dismissal is the
 * feature's own rule.
 */
export const $bars = atom<readonly BarId[]>([]);

export function showBar(id: BarId): void {
  const now = $bars.get();
  if (!now.includes(id)) $bars.set(orderBars([...now, id]));
}

export function hideBar(id: BarId): void {
  const now = $bars.get();
  if (now.includes(id)) $bars.set(now.filter((bar) => bar !== id));
}
