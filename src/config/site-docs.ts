import type { SiteKey } from './sites';

/**
 * The legal documents of the sub-sites that publish their own (compliance-and-dialogs.md §3,
 * "Sub-site config": docs). Apart from site-contacts.ts (the footer's chunk) because only the
 * restricted-location modal reads them: a module shared by both would be a chunk of its own that
 * every page's footer requests. The same files as the footer's legal column (config/footers).
 * Only the user agreement is kept: it is the one document the modal links.
 */
export interface SiteDocs {
  agreement: string;
}

const docsFolder: SiteDocs = { agreement: '/docs/user-agreement.pdf' };
/**
 * The United States site publishes its terms as a page, `/docs/agreement.html` (compliance §2,
 * "Auth and terms"); its footer lists no legal column (site-chrome.md §2), so this is where the
 * agreement is linked from: the restricted-location modal, instead of the global site's terms.
 */
const SITE_DOCS: Partial<Record<SiteKey, SiteDocs>> = {
  bahamas: docsFolder, singapore: docsFolder, uk: docsFolder, japan: docsFolder, america: { agreement: '/docs/agreement.html' },
};

/** The site-wide documents of sites without their own. */
export const DEFAULT_DOCS: SiteDocs = { agreement: '/user-agreement' };

/** The site's own documents where its config has them, else the default ones. */
export function siteDocs(site: SiteKey): SiteDocs {
  return SITE_DOCS[site] ?? DEFAULT_DOCS;
}
