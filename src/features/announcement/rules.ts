/**
 * The announcement bar's rules (site-chrome.md §3, §4, §9): which bulletin a page shows, the
 * dismissed list kept in IndexedDB, and how long the phone marquee takes.
 */

/** The bulletin answer's key for a page key (`data-page`): `home` is the server's `index`. */
export function bulletinPageKey(page: string): string {
  const key = page.trim();
  return key === '' || key === 'home' ? 'index' : key;
}

/** Shortest run: a text barely wider than the bar still scrolls at a readable pace. */
const MIN_MARQUEE_SECONDS = 3;

/** A marquee lasts about width / 200 × 3 seconds (site-chrome.md §4), `width` in CSS pixels. */
export function marqueeSeconds(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return MIN_MARQUEE_SECONDS;
  return Math.max(MIN_MARQUEE_SECONDS, Math.round((width / 200) * 3 * 10) / 10);
}

/** Oldest ids are forgotten past this many, so the stored list cannot grow without end. */
export const MAX_DISMISSED = 50;

/** The stored list as it was written by us or by an older front end: ids as strings; anything else is empty. */
export function parseDismissed(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((id) => (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id)) ? [String(id)] : []);
}

/** The list with `id` added last (no duplicates, at most MAX_DISMISSED). */
export function addDismissed(list: readonly string[], id: string): string[] {
  return [...list.filter((x) => x !== id), id].slice(-MAX_DISMISSED);
}

export interface BulletinEntry { contentId: string; content: string; link: string }

/** The bulletin the page shows: its page's entry unless dismissed; null for none. */
export function shownBulletin(
  bulletins: Readonly<Record<string, BulletinEntry>>, page: string, dismissed: readonly string[],
): BulletinEntry | null {
  const key = bulletinPageKey(page);
  const entry = Object.prototype.hasOwnProperty.call(bulletins, key) ? bulletins[key] : undefined;
  if (!entry || !entry.content) return null;
  return dismissed.includes(entry.contentId) ? null : entry;
}

/** Server content is HTML when it carries a tag or an entity; else it is shown as text. */
export function looksLikeHtml(content: string): boolean {
  return /<[a-z!/]|&[#a-z0-9]+;/i.test(content);
}
