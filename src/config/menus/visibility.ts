import type { SiteConfig } from '../sites';
import type { MenuEntry } from './types';

/** What decides whether an entry shows (site-chrome.md §5 and §6). */
export interface VisibilityInput {
  site: SiteConfig;
  loggedIn: boolean;
  /** Compliance menu codes to hide. */
  hiddenCodes: readonly string[];
  ukLimit: boolean;
  italyLimit: boolean;
}

export function isEntryVisible(entry: MenuEntry, input: VisibilityInput): boolean {
  if (entry.hiddenOn?.includes(input.site.key)) return false;
  if (entry.flag && input.site.hidden.has(entry.flag)) return false;
  if (entry.menuCode && input.hiddenCodes.includes(entry.menuCode)) return false;
  if (entry.limited && (input.ukLimit || input.italyLimit)) return false;
  if (entry.loginOnly && !input.loggedIn) return false;
  return true;
}

/**
 * The entries to render: invisible ones dropped, and a group whose children are all hidden
 * dropped with them (an empty dropdown helps nobody).
 */
export function visibleEntries(entries: readonly MenuEntry[], input: VisibilityInput): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (!isEntryVisible(entry, input)) continue;
    if (entry.children) {
      const children = visibleEntries(entry.children, input);
      if (children.length === 0 && !entry.route) continue;
      out.push({ ...entry, children });
    } else {
      out.push(entry);
    }
  }
  return out;
}

/** Fills `{pair}` and `{fiat}` in a route. */
export function fillRoute(route: string, values: { pair: string; fiat: string }): string {
  return route.replaceAll('{pair}', values.pair).replaceAll('{fiat}', encodeURIComponent(values.fiat));
}
