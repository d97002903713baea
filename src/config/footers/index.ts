import type { LanguageCode } from '../languages';
import type { SiteConfig } from '../sites';
import { globalFooter } from './global';
import { americaFooter, docsSiteFooter, hongkongFooter, maltaFooter, turkeyFooter, uaeFooter } from './regional';
import type { FooterData } from './types';

export type { FooterColumn, FooterData, FooterLink, FooterTarget, SocialLink, SocialNetwork } from './types';
export { targetUrl } from './links';

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
