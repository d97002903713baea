import type { SiteKey } from './sites';

/**
 * The support contacts and legal documents of each sub-site (compliance-and-dialogs.md §3, "Sub-site
 * config": support and business contacts, docs). Kept apart from src/config/sites.ts because only
 * the footer (a lazy chunk) shows them; the first paint does not carry them.
 */
export interface SiteContacts {
  /** Legal entity for the footer's copyright line. */
  legalName: string;
  support: { email: string; phone?: string; address?: string };
  docs: { agreement: string; privacyPolicy: string };
}

const docs = (base: string) => ({ agreement: `${base}/user-agreement`, privacyPolicy: `${base}/privacy-policy` });

export const SITE_CONTACTS: Record<SiteKey, SiteContacts> = {
  main: { legalName: 'Gate Technology Inc.', support: { email: 'support@gate.com' }, docs: docs('') },
  turkey: {
    legalName: 'Gate Teknoloji A.Ş.',
    support: { email: 'destek@gate.tr', phone: '+90 850 000 00 00', address: 'Maslak Mah. Büyükdere Cad. No:255, Sarıyer / İstanbul' },
    docs: docs(''),
  },
  malta: { legalName: 'Gate Technology Ltd', support: { email: 'support@gate.mt' }, docs: docs('') },
  hongkong: { legalName: 'Gate Digital Limited', support: { email: 'support@gate.hk' }, docs: docs('') },
  america: { legalName: 'Gate US LLC', support: { email: 'support@gate.us' }, docs: docs('') },
  bahamas: { legalName: 'Gate Global Ltd', support: { email: 'support@gate.bs' }, docs: docs('/docs') },
  singapore: { legalName: 'Gate Singapore Pte. Ltd.', support: { email: 'support@gate.sg' }, docs: docs('/docs') },
  uk: { legalName: 'Gate UK Ltd', support: { email: 'support@gate.uk' }, docs: docs('/docs') },
  japan: { legalName: 'Gate Japan株式会社', support: { email: 'support@gate.jp' }, docs: docs('/docs') },
  uae: { legalName: 'Gate FZE', support: { email: 'support@gate.ae' }, docs: docs('') },
  eu: { legalName: 'Gate Technology Ltd', support: { email: 'support@gate.eu' }, docs: docs('') },
  testnet: { legalName: 'Gate Technology Inc.', support: { email: 'support@gate.com' }, docs: docs('') },
};
