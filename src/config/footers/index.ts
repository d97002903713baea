import type { LanguageCode } from '../languages';
import type { SiteConfig } from '../sites';
import { globalFooter } from './global';
import { americaFooter, docsSiteFooter, hongkongFooter, maltaFooter, turkeyFooter, uaeFooter } from './regional';
import type { FooterData } from './types';

export type { FooterColumn, FooterData, FooterLink, FooterTarget, SocialLink, SocialNetwork } from './types';
export { targetUrl } from './links';

/*
 * Addresses the spec leaves open, chosen here (change them in one place each):
 * - Global: group licences page `/legal/group/licenses`; chain site `https://www.gatechain.io`;
 *   submit a request `https://support.gate.com/hc/{en-us|zh-cn|zh-tw}/requests/new`; coin pages by
 *   slug (`bitcoin-btc`), converters `/converter/{coin}/usd`.
 * - Hong Kong: `https://static.gate.hk/legal/{sc|tc|en}/{user-agreement|privacy-policy|trading-rules|
 *   listing-rules|token-event-rules}.pdf`.
 * - Turkey: `https://static.gate.tr/docs/{tr|en}/{user-agreement|privacy-notice|cookie-policy|
 *   risk-disclosure|aml-policy}.pdf`; converters `/converter/{coin}/try`; contact from `SITES.turkey.support`.
 * - Malta and EU: `https://static.gate.mt/docs/{en|it}/{user-agreement|privacy-policy|cookie-policy|
 *   risk-disclosure|complaints-policy}.pdf`; Malta site `https://www.gate.mt` (Italian under `/it`);
 *   API docs `https://www.gate.mt/docs/developers/apiv4`.
 * - Singapore, UK, Bahamas, Japan: `/docs/{user-agreement|privacy-policy|risk-disclosure|complaints-policy}.pdf`.
 * - UAE: `https://static.gate.ae/docs/{en|ar}/{user-agreement|privacy-policy|risk-disclosure|aml-cft-policy|
 *   complaints-policy}.pdf`; fee schedule page `/fee-schedule`.
 * - United States: mail link to `SITES.america.support.email`.
 * - Social accounts: ./social.ts.
 */

/** The footer of a site in a language (site-chrome.md §2, "Footer links by region"). */
export function footerFor(site: SiteConfig, lang: LanguageCode): FooterData {
  switch (site.footer) {
    case 'global': return globalFooter(lang);
    case 'hongkong': return hongkongFooter(lang);
    case 'turkey': return turkeyFooter(lang);
    case 'malta': return maltaFooter(lang, false);
    case 'eu': return maltaFooter(lang, true);
    case 'singapore': case 'uk': case 'bahamas': case 'japan': return docsSiteFooter(site.footer);
    case 'uae': return uaeFooter(lang);
    case 'america': return americaFooter();
  }
}
