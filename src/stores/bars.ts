import { atom } from 'nanostores';
import type { BarId } from '../rules/bar-order';

/**
 * The one store of the page bars (announcement, compliance banner, IP-limit tips, KYC tips): a
 * feature asks for its bar once its data says it shows; the bar host (bars/BarHost.tsx, lazy)
 * renders them in BAR_ORDER. Its actions (bar-actions.ts) live apart: only lazy features call
 * them, so the first paint carries the atom alone. Remembering a dismissal is the feature's own rule.
 */
export const $bars = atom<readonly BarId[]>([]);

/**
 * A feature's gate said its bar may show (its slot, platform/feature-gate.ts): the overlay mounts
 * its parts now, while the feature still decides, so the bar renders at once when asked for
 * instead of behind React's 300 ms reveal throttle of a freshly suspended part.
 */
export const $barSlot = atom(false);
