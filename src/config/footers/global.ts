import type { LanguageCode } from '../languages';
import { external, page } from './links';
import type { FooterColumn, FooterData } from './types';
import { SOCIAL } from './social';

/** Coins of the global Learn lists (site-chrome.md §2); the slug is the coin pages' path segment. */
export const LEARN_COINS = [
  { symbol: 'GT', slug: 'gatetoken-gt' },
  { symbol: 'BTC', slug: 'bitcoin-btc' },
  { symbol: 'ETH', slug: 'ethereum-eth' },
  { symbol: 'DOGE', slug: 'dogecoin-doge' },
  { symbol: 'XRP', slug: 'xrp-xrp' },
  { symbol: 'SOL', slug: 'solana-sol' },
  { symbol: 'ADA', slug: 'cardano-ada' },
] as const;

/** The how-to-buy list adds USDT (site-chrome.md §2). */
export const BUY_COINS = [...LEARN_COINS, { symbol: 'USDT', slug: 'tether-usdt' }] as const;

/** The quote of the global converter links. */
const CONVERTER_FIAT = 'USD';

/** Chinese interfaces send P2P merchants to /p2p/merchant instead of /c2c/merchant (site-chrome.md §2). */
export const isChinese = (lang: LanguageCode) => lang === 'zh' || lang === 'tw';

/** The help centre's submit-a-request form exists in English, Simplified and Traditional Chinese. */
export function submitRequestUrl(lang: LanguageCode): string {
  const locale = lang === 'zh' ? 'zh-cn' : lang === 'tw' ? 'zh-tw' : 'en-us';
  return `https://support.gate.com/hc/${locale}/requests/new`;
}

/** The group's licences page and the chain's own site (the spec names neither address). */
export const GROUP_LICENSES_PATH = '/legal/group/licenses';
export const CHAIN_SITE_URL = 'https://www.gatechain.io';

function globalColumns(lang: LanguageCode): FooterColumn[] {
  const chinese = isChinese(lang);
  return [
    {
      id: 'about', label: 'footer.about',
      links: [
        page('about.us', 'footer.about.us', '/about_us'),
        page('about.careers', 'footer.about.careers', '/page/careers'),
        page('about.partnerships', 'footer.about.partnerships', '/brand-partnerships'),
        page('about.agreement', 'footer.about.agreement', '/user-agreement'),
        page('about.risk', 'footer.about.risk', '/risk-disclosure'),
        page('about.privacy', 'footer.about.privacy', '/privacy-policy'),
        page('about.cookies', 'footer.about.cookies', '/cookie-policy'),
        page('about.media', 'footer.about.media', '/media-kit'),
        page('about.reserves', 'footer.about.reserves', '/proof_of_reserves'),
        page('about.licenses', 'footer.about.licenses', GROUP_LICENSES_PATH),
        page('about.security', 'footer.about.security', '/security'),
        page('about.gt', 'footer.about.gt', '/gt'),
        page('about.calendar', 'footer.about.calendar', '/calendar'),
        page('about.law', 'footer.about.law', '/legal/law-enforcement'),
        page('about.conferences', 'footer.about.conferences', '/global-conferences'),
        page('about.ventures', 'footer.about.ventures', '/ventures', { menuCode: 'ventures' }),
        external('about.chain', 'footer.about.chain', CHAIN_SITE_URL, { ukLimited: true }),
      ],
    },
    {
      id: 'products', label: 'footer.products',
      links: [
        page('products.buy', 'footer.products.buy', '/crypto/buy', { menuCode: 'fiat_trade' }),
        page('products.sell', 'footer.products.sell', '/crypto/sell', { menuCode: 'fiat_trade' }),
        page('products.spot', 'footer.products.spot', '/trade/BTC_USDT', { menuCode: 'spot_trade' }),
        page('products.futures', 'footer.products.futures', '/futures_center', { menuCode: 'derivatives', ukLimited: true }),
        page('products.etf', 'footer.products.etf', '/etf', { menuCode: 'margin_etf_trade', ukLimited: true }),
        page('products.nft', 'footer.products.nft', '/nft', { menuCode: 'nft' }),
        page('products.gatepay', 'footer.products.gatepay', '/gatepay', { menuCode: 'gatepay' }),
        page('products.miniApp', 'footer.products.miniApp', '/mini-app', { ukLimited: true }),
        page('products.giftCard', 'footer.products.giftCard', '/gift-card'),
        page('products.otc', 'footer.products.otc', '/otc', { menuCode: 'gate_otc' }),
        page('products.charity', 'footer.products.charity', '/charity'),
        page('products.card', 'footer.products.card', '/card', { menuCode: 'gate_card' }),
        page('products.shop', 'footer.products.shop', '/shop', { menuCode: 'gate_shop' }),
      ],
    },
    {
      id: 'services', label: 'footer.services',
      links: [
        page('services.vip', 'footer.services.vip', '/vip', { menuCode: 'vip_service' }),
        page('services.feedback', 'footer.services.feedback', '/suggestions-feedback'),
        page('services.announcements', 'footer.services.announcements', '/announcements', { menuCode: 'latest_news' }),
        page('services.fee', 'footer.services.fee', '/fee'),
        page('services.help', 'footer.services.help', '/help', { menuCode: 'help_center' }),
        page('services.listing', 'footer.services.listing', '/listing'),
        page('services.securityAudit', 'footer.services.securityAudit', '/security-audit'),
        page('services.developers', 'footer.services.developers', '/developers'),
        page('services.verify', 'footer.services.verify', '/officialverify'),
        // Chinese interfaces: the application page is /p2p/merchant, so the list entry below would repeat it.
        page('services.merchant', 'footer.services.merchant', chinese ? '/p2p/merchant' : '/c2c/merchant', { menuCode: 'fiat_trade' }),
        ...(chinese ? [] : [page('services.p2pMerchants', 'footer.services.p2pMerchants', '/p2p/merchant', { menuCode: 'fiat_trade' })]),
        page('services.affiliate', 'footer.services.affiliate', '/referral/affiliate', { menuCode: 'affiliate' }),
        page('services.upcoming', 'footer.services.upcoming', '/upcoming-event', { menuCode: 'upcoming_event' }),
        external('services.request', 'footer.services.request', submitRequestUrl(lang)),
      ],
    },
    {
      id: 'learn', label: 'footer.learn', menuCode: 'learn',
      links: [
        page('learn.home', 'footer.learn.home', '/learn'),
        page('learn.course', 'footer.learn.course', '/learn/course'),
        page('learn.glossary', 'footer.learn.glossary', '/learn/glossary'),
        page('learn.price', 'footer.learn.price', '/price'),
        page('learn.bigdata', 'footer.learn.bigdata', '/bigdata'),
        page('learn.halving', 'footer.learn.halving', '/explore/bitcoin-halving-countdown'),
        page('learn.howtobuy', 'footer.learn.howtobuy', '/how-to-buy'),
        page('learn.predictions', 'footer.learn.predictions', '/price-prediction'),
        page('learn.converter', 'footer.learn.converter', '/converter'),
        page('learn.wiki', 'footer.learn.wiki', '/crypto-wiki'),
      ],
    },
  ];
}

/** The global Learn coin lists, shown as a second row of columns (and accordion sections on phones). */
function coinColumns(): FooterColumn[] {
  return [
    {
      id: 'coins.price', label: 'footer.learn.price', menuCode: 'learn',
      links: LEARN_COINS.map((c) => page(`price.${c.symbol}`, 'footer.learn.priceOf', `/price/${c.slug}`, { vars: { coin: c.symbol } })),
    },
    {
      id: 'coins.buy', label: 'footer.learn.howtobuy', menuCode: 'learn',
      links: BUY_COINS.map((c) => page(`buy.${c.symbol}`, 'footer.learn.buyOf', `/how-to-buy/${c.slug}`, { vars: { coin: c.symbol } })),
    },
    {
      id: 'coins.prediction', label: 'footer.learn.predictions', menuCode: 'learn',
      links: LEARN_COINS.map((c) => page(`prediction.${c.symbol}`, 'footer.learn.predictionOf', `/price-prediction/${c.slug}`, { vars: { coin: c.symbol } })),
    },
    {
      id: 'coins.converter', label: 'footer.learn.converter', menuCode: 'learn',
      links: LEARN_COINS.map((c) => page(`converter.${c.symbol}`, 'footer.learn.convertOf',
        `/converter/${c.symbol.toLowerCase()}/${CONVERTER_FIAT.toLowerCase()}`, { vars: { coin: c.symbol, fiat: CONVERTER_FIAT } })),
    },
  ];
}

export function globalFooter(lang: LanguageCode): FooterData {
  return { columns: globalColumns(lang), coinColumns: coinColumns(), social: SOCIAL.main };
}
