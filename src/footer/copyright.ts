/** The year range of the copyright line: founding year to this year (site-chrome.md §3). */
export function copyrightYears(foundingYear: number, now: Date = new Date()): { from: number; to: number } {
  return { from: foundingYear, to: Math.max(foundingYear, now.getFullYear()) };
}

/**
 * The holder named in the copyright line. Every catalog's sentence puts a full stop after it, so a
 * legal name that ends in one ("Gate Technology Inc.") must not bring a second.
 */
export function copyrightHolder(legalName: string): string {
  return legalName.trim().replace(/\.+$/, '');
}
