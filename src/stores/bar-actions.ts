import { orderBars, type BarId } from '../rules/bar-order';
import { $bars } from './bars';

/** Asks for a page bar (stores/bars.ts); the host shows the bars in BAR_ORDER. */
export function showBar(id: BarId): void {
  const now = $bars.get();
  if (!now.includes(id)) $bars.set(orderBars([...now, id]));
}

export function hideBar(id: BarId): void {
  const now = $bars.get();
  if (now.includes(id)) $bars.set(now.filter((bar) => bar !== id));
}
