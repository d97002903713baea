import type { SiteKey } from './sites';

/**
 * The support contacts and legal documents of each sub-site (compliance-and-dialogs.md §3, "Sub-site
 * config": support and business contacts, docs). Kept apart from src/config/sites.ts because only
 * the footer (a lazy chunk) shows them; the first paint does not carry them.
 */
export interface SiteContacts {
  support: { email: string; phone?: string; address?: string };
  docs: { agreement: string; privacyPolicy: string };
}

const docs = (base: string) => ({ agreement: `${base}/user-agreement`, privacyPolicy: `${base}/privacy-policy` });

export const SITE_CONTACTS: Record<SiteKey, SiteContacts> = {
  main: { support: { email: 'support@gate.com' }, docs: docs('') },
  turkey: {
    support: { email: 'destek@gate.tr', phone: '+90 850 000 00 00', address: 'Maslak Mah. Büyükdere Cad. No:255, Sarıyer / İstanbul' },
    docs: docs(''),
  },
  malta: { support: { email: 'support@gate.mt' }, docs: docs('') },
  hongkong: { support: { email: 'support@gate.hk' }, docs: docs('') },
  america: { support: { email: 'support@gate.us' }, docs: docs('') },
  bahamas: { support: { email: 'support@gate.bs' }, docs: docs('/docs') },
  singapore: { support: { email: 'support@gate.sg' }, docs: docs('/docs') },
  uk: { support: { email: 'support@gate.uk' }, docs: docs('/docs') },
  japan: { support: { email: 'support@gate.jp' }, docs: docs('/docs') },
  uae: { support: { email: 'support@gate.ae' }, docs: docs('') },
  eu: { support: { email: 'support@gate.eu' }, docs: docs('') },
  testnet: { support: { email: 'support@gate.com' }, docs: docs('') },
};
