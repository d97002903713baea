import type { MenuEntry } from './types';

/** The global site's footer columns (site-chrome.md §2, "Footer links by region"). */
export const GLOBAL_FOOTER: readonly MenuEntry[] = [
  {
    id: 'about', label: 'footer.about',
    children: [
      { id: 'about.us', label: 'footer.about.us', route: '/about_us' },
      { id: 'about.careers', label: 'footer.about.careers', route: '/page/careers' },
      { id: 'about.partnerships', label: 'footer.about.partnerships', route: '/brand-partnerships' },
      { id: 'about.agreement', label: 'footer.about.agreement', route: '/user-agreement' },
      { id: 'about.risk', label: 'footer.about.risk', route: '/risk-disclosure' },
      { id: 'about.privacy', label: 'footer.about.privacy', route: '/privacy-policy' },
      { id: 'about.cookies', label: 'footer.about.cookies', route: '/cookie-policy' },
      { id: 'about.media', label: 'footer.about.media', route: '/media-kit' },
      { id: 'about.reserves', label: 'footer.about.reserves', route: '/proof_of_reserves' },
      { id: 'about.security', label: 'footer.about.security', route: '/security' },
      { id: 'about.law', label: 'footer.about.law', route: '/legal/law-enforcement' },
      { id: 'about.ventures', label: 'footer.about.ventures', route: '/ventures', menuCode: 'ventures' },
    ],
  },
  {
    id: 'products', label: 'footer.products',
    children: [
      { id: 'products.buy', label: 'footer.products.buy', route: '/crypto/buy', menuCode: 'fiat_trade' },
      { id: 'products.sell', label: 'footer.products.sell', route: '/crypto/sell', menuCode: 'fiat_trade' },
      { id: 'products.spot', label: 'footer.products.spot', route: '/trade/BTC_USDT', menuCode: 'spot_trade' },
      { id: 'products.futures', label: 'footer.products.futures', route: '/futures_center', menuCode: 'derivatives', limited: true },
      { id: 'products.etf', label: 'footer.products.etf', route: '/etf', menuCode: 'margin_etf_trade' },
      { id: 'products.nft', label: 'footer.products.nft', route: '/nft', menuCode: 'nft' },
      { id: 'products.gatepay', label: 'footer.products.gatepay', route: '/gatepay', menuCode: 'gatepay' },
      { id: 'products.card', label: 'footer.products.card', route: '/card', menuCode: 'gate_card' },
      { id: 'products.otc', label: 'footer.products.otc', route: '/otc', menuCode: 'gate_otc' },
      { id: 'products.shop', label: 'footer.products.shop', route: '/shop', menuCode: 'gate_shop' },
    ],
  },
  {
    id: 'services', label: 'footer.services',
    children: [
      { id: 'services.vip', label: 'footer.services.vip', route: '/vip', menuCode: 'vip_service' },
      { id: 'services.feedback', label: 'footer.services.feedback', route: '/suggestions-feedback' },
      { id: 'services.announcements', label: 'footer.services.announcements', route: '/announcements', menuCode: 'latest_news' },
      { id: 'services.fee', label: 'footer.services.fee', route: '/fee' },
      { id: 'services.help', label: 'footer.services.help', route: '/help', menuCode: 'help_center' },
      { id: 'services.listing', label: 'footer.services.listing', route: '/listing' },
      { id: 'services.developers', label: 'footer.services.developers', route: '/developers' },
      { id: 'services.verify', label: 'footer.services.verify', route: '/officialverify' },
      { id: 'services.merchant', label: 'footer.services.merchant', route: '/p2p/merchant', menuCode: 'fiat_trade' },
      { id: 'services.affiliate', label: 'footer.services.affiliate', route: '/referral/affiliate', menuCode: 'affiliate' },
    ],
  },
  {
    id: 'learn', label: 'footer.learn', menuCode: 'learn',
    children: [
      { id: 'learn.home', label: 'footer.learn.home', route: '/learn' },
      { id: 'learn.course', label: 'footer.learn.course', route: '/learn/course' },
      { id: 'learn.glossary', label: 'footer.learn.glossary', route: '/learn/glossary' },
      { id: 'learn.price', label: 'footer.learn.price', route: '/price' },
      { id: 'learn.btc', label: 'footer.learn.btc', route: '/price/bitcoin-btc' },
      { id: 'learn.howtobuy', label: 'footer.learn.howtobuy', route: '/how-to-buy' },
      { id: 'learn.converter', label: 'footer.learn.converter', route: '/converter' },
      { id: 'learn.halving', label: 'footer.learn.halving', route: '/explore/bitcoin-halving-countdown' },
    ],
  },
];
