import type { LanguageCode } from '../languages';
import { SITE_CONTACTS } from '../site-contacts';
import { doc, external, mail, page } from './links';
import type { FooterColumn, FooterData, FooterLink } from './types';
import { socialFor } from './social';

/*
 * Regional footers of site-chrome.md §2. The spec names the pages; where it leaves document names
 * and hosts open, they follow one pattern per region (the list is in ./index.ts): the region's
 * static host, a language folder where the region publishes several, kebab-case names.
 */

const pdf = (host: string, folder: string | null, name: string) => `${host}/${folder ? `${folder}/` : ''}${name}.pdf`;

/** Hong Kong publishes its rules in Simplified Chinese (sc), Traditional Chinese (tc) and English. */
export function hongkongDocLang(lang: LanguageCode): 'sc' | 'tc' | 'en' {
  return lang === 'zh' ? 'sc' : lang === 'tw' ? 'tc' : 'en';
}

export function hongkongFooter(lang: LanguageCode): FooterData {
  const at = (name: string) => pdf('https://static.gate.hk/legal', hongkongDocLang(lang), name);
  return {
    columns: [
      {
        id: 'legal', label: 'footer.legal',
        links: [
          doc('doc.agreement', 'footer.about.agreement', at('user-agreement')),
          doc('doc.privacy', 'footer.about.privacy', at('privacy-policy')),
          doc('doc.trading', 'footer.doc.tradingRules', at('trading-rules')),
          doc('doc.listing', 'footer.doc.listingRules', at('listing-rules')),
          doc('doc.tokenEvents', 'footer.doc.tokenEventRules', at('token-event-rules')),
        ],
      },
      {
        id: 'services', label: 'footer.services',
        links: [
          page('services.spot', 'footer.products.spot', '/trade/BTC_USDT', { menuCode: 'spot_trade' }),
          page('services.fee', 'footer.services.fee', '/fee'),
          page('services.help', 'footer.services.help', '/help', { menuCode: 'help_center' }),
          page('services.announcements', 'footer.services.announcements', '/articlelist/ann', { menuCode: 'latest_news' }),
        ],
      },
    ],
    coinColumns: [],
    social: socialFor('hongkong'),
  };
}

/** Turkey publishes its policies in Turkish, and in English for every other interface language. */
export const turkeyDocLang = (lang: LanguageCode): 'tr' | 'en' => (lang === 'tr' ? 'tr' : 'en');

export const TURKEY_CONVERTER_COINS = ['BTC', 'ETH', 'USDT', 'XRP', 'SOL', 'DOGE'] as const;

export function turkeyFooter(lang: LanguageCode): FooterData {
  const at = (name: string) => pdf('https://static.gate.tr/docs', turkeyDocLang(lang), name);
  const { phone, email, address } = SITE_CONTACTS.turkey.support;
  return {
    columns: [
      {
        id: 'about', label: 'footer.about',
        links: [
          page('about.us', 'footer.about.us', '/about-us'),
          page('about.announcements', 'footer.services.announcements', '/announcements', { menuCode: 'latest_news' }),
          page('about.verify', 'footer.services.verify', '/officialverify'),
          page('about.fee', 'footer.services.fee', '/fee'),
        ],
      },
      {
        id: 'legal', label: 'footer.legal',
        links: [
          doc('doc.agreement', 'footer.about.agreement', at('user-agreement')),
          doc('doc.privacy', 'footer.about.privacy', at('privacy-notice')),
          doc('doc.cookies', 'footer.about.cookies', at('cookie-policy')),
          doc('doc.risk', 'footer.about.risk', at('risk-disclosure')),
          doc('doc.aml', 'footer.doc.aml', at('aml-policy')),
        ],
      },
      {
        id: 'services', label: 'footer.services',
        links: [
          page('services.deposit', 'footer.fiat.deposit', '/myaccount/deposit_fiat', { menuCode: 'fiat_trade' }),
          page('services.withdraw', 'footer.fiat.withdraw', '/myaccount/withdraw_fiat', { menuCode: 'fiat_trade' }),
          page('services.help', 'footer.services.help', '/help', { menuCode: 'help_center' }),
          page('services.feedback', 'footer.services.feedback', '/suggestions-feedback'),
        ],
      },
      {
        id: 'learn', label: 'footer.learn', menuCode: 'learn',
        links: [
          page('learn.home', 'footer.learn.home', '/learn'),
          page('learn.price', 'footer.learn.price', '/price'),
        ],
      },
      {
        id: 'converters', label: 'footer.learn.converter',
        links: TURKEY_CONVERTER_COINS.map((coin) => page(`converter.${coin}`, 'footer.learn.convertOf',
          `/converter/${coin.toLowerCase()}/try`, { vars: { coin, fiat: 'TRY' } })),
      },
    ],
    coinColumns: [],
    contact: { phone, email, address },
    reminder: 'footer.reminder.turkey',
    social: socialFor('turkey'),
  };
}

export const MALTA_ORIGIN = 'https://www.gate.mt';

/** Malta's documents: Italian for Italian interfaces, English otherwise. */
const maltaDocLang = (lang: LanguageCode): 'it' | 'en' => (lang === 'it' || lang === 'it-eu' ? 'it' : 'en');

/** The Malta-site path an EU visitor would land on: the EU languages map onto Malta's. */
function maltaUrl(path: string, lang: LanguageCode): string {
  const prefix = lang === 'it' || lang === 'it-eu' ? '/it' : '';
  return `${MALTA_ORIGIN}${prefix}${path}`;
}

/**
 * Malta and EU share one footer: the Malta site links its own pages; the EU site links the same
 * pages on the Malta site and intercepts those clicks (site-chrome.md §2 and §6: the EU handler
 * shows "Stay tuned!"). The legal documents stay readable on both.
 */
export function maltaFooter(lang: LanguageCode, eu: boolean): FooterData {
  const at = (name: string) => pdf('https://static.gate.mt/docs', maltaDocLang(lang), name);
  const link = (id: string, label: FooterLink['label'], path: string): FooterLink =>
    (eu ? external(id, label, maltaUrl(path, lang), { intercept: true }) : page(id, label, path));
  const apiDocs = '/docs/developers/apiv4';
  return {
    columns: [
      {
        id: 'legal', label: 'footer.legal',
        links: [
          doc('doc.agreement', 'footer.about.agreement', at('user-agreement')),
          doc('doc.privacy', 'footer.about.privacy', at('privacy-policy')),
          doc('doc.cookies', 'footer.about.cookies', at('cookie-policy')),
          doc('doc.risk', 'footer.about.risk', at('risk-disclosure')),
          doc('doc.complaints', 'footer.doc.complaints', at('complaints-policy')),
        ],
      },
      {
        id: 'products', label: 'footer.products',
        links: [
          link('products.spot', 'footer.products.spot', '/trade/BTC_USDC'),
          link('products.otc', 'footer.products.otc', '/otc'),
          link('products.referral', 'footer.services.referral', '/referral'),
        ],
      },
      {
        id: 'support', label: 'footer.support',
        links: [
          link('support.fee', 'footer.services.fee', '/fee'),
          link('support.help', 'footer.services.help', '/help'),
          link('support.verify', 'footer.services.verify', '/officialverify'),
          // The API documentation lives on the Malta site's docs host for both sites.
          external('support.api', 'footer.services.apiDocs', `${MALTA_ORIGIN}${apiDocs}`, eu ? { intercept: true } : {}),
        ],
      },
    ],
    coinColumns: [],
    disclaimer: 'footer.disclaimer.malta',
    social: socialFor(eu ? 'eu' : 'malta'),
  };
}

type DocsSite = 'singapore' | 'uk' | 'bahamas' | 'japan';

/** Singapore, UK, Bahamas and Japan: contacts, agreements under /docs/, trade, fees, help, news. */
export function docsSiteFooter(site: DocsSite): FooterData {
  const pair = site === 'japan' ? 'BTC_JPY' : 'BTC_USDT';
  const legal: FooterColumn = {
    id: 'legal', label: 'footer.legal',
    links: [
      doc('doc.agreement', 'footer.about.agreement', '/docs/user-agreement.pdf'),
      doc('doc.privacy', 'footer.about.privacy', '/docs/privacy-policy.pdf'),
      doc('doc.risk', 'footer.about.risk', '/docs/risk-disclosure.pdf'),
      doc('doc.complaints', 'footer.doc.complaints', '/docs/complaints-policy.pdf'),
    ],
  };
  return {
    columns: [
      {
        id: 'services', label: 'footer.services',
        links: [
          page('services.spot', 'footer.products.spot', `/trade/${pair}`, { menuCode: 'spot_trade' }),
          page('services.fee', 'footer.services.fee', '/fee'),
          page('services.announcements', 'footer.services.announcements', '/announcements', { menuCode: 'latest_news' }),
        ],
      },
      legal,
      {
        id: 'support', label: 'footer.support',
        links: [
          page('support.help', 'footer.services.help', '/help', { menuCode: 'help_center' }),
          page('support.contacts', 'footer.contact', '/page/contacts'),
        ],
      },
    ],
    coinColumns: [],
    social: [],
  };
}

export function uaeFooter(lang: LanguageCode): FooterData {
  const at = (name: string) => pdf('https://static.gate.ae/docs', lang === 'ar' ? 'ar' : 'en', name);
  return {
    columns: [
      {
        id: 'legal', label: 'footer.legal',
        links: [
          doc('doc.agreement', 'footer.about.agreement', at('user-agreement')),
          doc('doc.privacy', 'footer.about.privacy', at('privacy-policy')),
          doc('doc.risk', 'footer.about.risk', at('risk-disclosure')),
          doc('doc.aml', 'footer.doc.aml', at('aml-cft-policy')),
          doc('doc.complaints', 'footer.doc.complaints', at('complaints-policy')),
        ],
      },
      {
        id: 'services', label: 'footer.services',
        links: [page('services.feeSchedule', 'footer.doc.feeSchedule', '/fee-schedule')],
      },
    ],
    coinColumns: [],
    reminder: 'footer.reminder.uae',
    social: [],
  };
}

export function americaFooter(): FooterData {
  return {
    columns: [
      {
        id: 'services', label: 'footer.services',
        links: [
          page('services.funds', 'footer.services.funds', '/myaccount/myfunds'),
          page('services.fee', 'footer.services.fee', '/fee'),
        ],
      },
      {
        id: 'support', label: 'footer.support',
        links: [
          page('support.help', 'footer.services.help', '/help', { menuCode: 'help_center' }),
          page('support.contacts', 'footer.contact', '/page/contacts'),
          mail('support.email', 'footer.services.email', SITE_CONTACTS.america.support.email),
        ],
      },
    ],
    coinColumns: [],
    social: socialFor('america'),
  };
}
