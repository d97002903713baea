import type { SiteConfig, SiteKey } from '../sites';
import type { MenuEntry } from './types';

// Helpers only the menu panels and the drawer need (lazy chunks), apart from the visibility rules
// the first paint uses.

/** Special links on the EU site open the "Stay tuned!" dialog instead of navigating (§6). */
export function opensUpcomingDialog(entry: MenuEntry, site: SiteConfig): boolean {
  return site.key === 'eu' && entry.euUpcoming === true;
}

/** Splits a list into columns of at most `size` (second-level menu splits, site-chrome.md §9). */
export function columns<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const step = Math.max(1, Math.floor(size));
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

/** The route an entry links to on a site (Japan's JPY fiat deposit). */
export function routeFor(entry: MenuEntry, site: SiteKey): string | undefined {
  return entry.routeOn?.[site] ?? entry.route;
}
