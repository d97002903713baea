import type { MessageKey } from '../../i18n/catalogs';

/**
 * Where a footer link goes. Routes are pages of the current site and get the language prefix;
 * documents (PDFs), other sites and mail links are used as written and never prefixed.
 */
export type FooterTarget =
  | { kind: 'route'; path: string }
  | { kind: 'doc'; url: string }
  | { kind: 'external'; url: string }
  | { kind: 'mailto'; address: string };

export interface FooterLink {
  id: string;
  label: MessageKey;
  /** Values for `{placeholders}` of the label (coin symbols, fiat codes: never translated). */
  vars?: Readonly<Record<string, string>>;
  target: FooterTarget;
  /** Compliance menu code that hides the link when the compliance answer lists it. */
  menuCode?: string;
  /** Hidden for UK-limited users (site-chrome.md §6; which entries: see `UK_LIMITED_FOOTER`). */
  ukLimited?: boolean;
  /** EU site: the click is intercepted and the EU handler runs instead (site-chrome.md §2, §6). */
  intercept?: boolean;
}

export interface FooterColumn {
  id: string;
  label: MessageKey;
  /** Compliance menu code that hides the whole column. */
  menuCode?: string;
  links: readonly FooterLink[];
}

export type SocialNetwork = 'x' | 'telegram' | 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'discord' | 'reddit';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** One regional footer as data (site-chrome.md §2, "Footer links by region"). */
export interface FooterData {
  /** Link columns: desktop columns, phone accordion sections. */
  columns: readonly FooterColumn[];
  /** Coin lists under the columns (global Learn: prices, how to buy, predictions, converters). */
  coinColumns: readonly FooterColumn[];
  /** The contact block (Turkey: phone, e-mail and address). */
  contact?: { phone?: string; email?: string; address?: string };
  /** Legal text under the columns (Malta and EU). */
  disclaimer?: MessageKey;
  /** Compliance reminder (Turkey and UAE, site-chrome.md §6). */
  reminder?: MessageKey;
  social: readonly SocialLink[];
}
