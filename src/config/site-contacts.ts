import type { SiteKey } from './sites';

/**
 * The support contacts of each sub-site (compliance-and-dialogs.md §3, "Sub-site config": support
 * and business contacts; its docs are in site-docs.ts). Kept apart from src/config/sites.ts because
 * only the footer (a lazy chunk) shows them; the first paint does not carry them.
 */
export interface SiteContacts {
  /** Legal entity for the footer's copyright line. */
  legalName: string;
  support: { email: string; phone?: string; address?: string };
}

export const SITE_CONTACTS: Record<SiteKey, SiteContacts> = {
  main: { legalName: 'Gate Technology Inc.', support: { email: 'support@gate.com' } },
  turkey: {
    legalName: 'Gate Teknoloji A.Ş.',
    support: { email: 'destek@gate.tr', phone: '+90 850 000 00 00', address: 'Maslak Mah. Büyükdere Cad. No:255, Sarıyer / İstanbul' },
  },
  malta: { legalName: 'Gate Technology Ltd', support: { email: 'support@gate.mt' } },
  hongkong: { legalName: 'Gate Digital Limited', support: { email: 'support@gate.hk' } },
  america: { legalName: 'Gate US LLC', support: { email: 'support@gate.us' } },
  bahamas: { legalName: 'Gate Global Ltd', support: { email: 'support@gate.bs' } },
  singapore: { legalName: 'Gate Singapore Pte. Ltd.', support: { email: 'support@gate.sg' } },
  uk: { legalName: 'Gate UK Ltd', support: { email: 'support@gate.uk' } },
  japan: { legalName: 'Gate Japan株式会社', support: { email: 'support@gate.jp' } },
  uae: { legalName: 'Gate FZE', support: { email: 'support@gate.ae' } },
  eu: { legalName: 'Gate Technology Ltd', support: { email: 'support@gate.eu' } },
  testnet: { legalName: 'Gate Technology Inc.', support: { email: 'support@gate.com' } },
};
