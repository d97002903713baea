import type { SiteConfig } from '../config/sites';
import type { FooterColumn, FooterData, FooterLink, SocialLink } from '../config/footers/types';
import { showsAuthButtons } from './access';

/** What decides which parts of a footer show (site-chrome.md §6). */
export interface FooterVisibilityInput {
  site: SiteConfig;
  /** Compliance menu codes to hide. */
  hiddenCodes: readonly string[];
  ukLimit: boolean;
  italyLimit: boolean;
}

/**
 * UK-limited users lose these footer entries (site-chrome.md §6 leaves the list open; it follows
 * the header's UK limit: derivatives, margin and leveraged products, copy trading and web3):
 * futures (/futures_center), leveraged ETFs (/etf), mini apps (/mini-app, web3) and the chain
 * site (web3). Each carries `ukLimited` in the data; this list is what the tests check against.
 */
export const UK_LIMITED_FOOTER = ['products.futures', 'products.etf', 'products.miniApp', 'about.chain'] as const;

export interface VisibleFooter {
  columns: FooterColumn[];
  coinColumns: FooterColumn[];
  social: readonly SocialLink[];
  /** The app download QR block: the global (main) site only, not for UK- or Italy-limited users. */
  showDownload: boolean;
}

function linkVisible(link: FooterLink, input: FooterVisibilityInput): boolean {
  if (link.menuCode && input.hiddenCodes.includes(link.menuCode)) return false;
  if (link.ukLimited && input.ukLimit) return false;
  return true;
}

function visibleColumns(columns: readonly FooterColumn[], input: FooterVisibilityInput): FooterColumn[] {
  // Italy-limited users get no link columns at all (site-chrome.md §6).
  if (input.italyLimit) return [];
  return columns
    .filter((column) => !column.menuCode || !input.hiddenCodes.includes(column.menuCode))
    .map((column) => ({ ...column, links: column.links.filter((link) => linkVisible(link, input)) }))
    .filter((column) => column.links.length > 0);
}

export function visibleFooter(data: FooterData, input: FooterVisibilityInput): VisibleFooter {
  const limited = input.ukLimit || input.italyLimit;
  return {
    columns: visibleColumns(data.columns, input),
    coinColumns: visibleColumns(data.coinColumns, input),
    // Hidden per site (Singapore, Bahamas, UK, Japan, UAE) and for UK-limited users (§6).
    social: input.site.showSocial && !input.ukLimit ? data.social : [],
    // "Download" entries are among those the UK and Italy limits hide (§6).
    showDownload: input.site.key === 'main' && !limited,
  };
}

/**
 * The footer's sign-up call to action: where the header's Sign Up shows (a visitor once the login
 * state is known, not on testnet, not with the register or signup flags: access.ts), and not on a
 * site whose config hides it (the `footerSignup` flag, compliance-and-dialogs.md §3).
 */
export function showsFooterSignup(status: 'loading' | 'in' | 'out', site: Pick<SiteConfig, 'key' | 'hidden'>): boolean {
  return showsAuthButtons(status, site).signup && !site.hidden.has('footerSignup');
}
