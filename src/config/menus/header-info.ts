import type { MenuEntry } from './types';
import { REGULATED_SITES } from './regulated';

/** Community (site-chrome.md §2): the chat room opens in place. */
export const COMMUNITY_MENU: readonly MenuEntry[] = [
  { id: 'community.post', label: 'nav.community.post', desc: 'nav.community.post.desc', route: '/post', menuCode: 'community' },
  { id: 'community.live', label: 'nav.community.live', desc: 'nav.community.live.desc', route: '/live', menuCode: 'community', euUpcoming: true },
  { id: 'community.news', label: 'nav.community.news', desc: 'nav.community.news.desc', route: '/live-news', flag: 'news', menuCode: 'latest_news' },
  { id: 'community.chat', label: 'nav.community.chat', desc: 'nav.community.chat.desc', action: 'chatRoom' },
];

/**
 * Promotions and information: a flat list shown in columns of INFO_COLUMN items (INFO_COLUMN_EU on
 * the EU site). The referral entry carries the teaser (40% and 500, site-chrome.md §9).
 */
export const INFO_MENU: readonly MenuEntry[] = [
  { id: 'info.referral', label: 'nav.info.referral', desc: 'nav.info.referral.teaser', route: '/referral', flag: 'referral', menuCode: 'affiliate' },
  { id: 'info.affiliate', label: 'nav.info.affiliate', route: '/referral/affiliate', menuCode: 'affiliate', flag: 'referral' },
  { id: 'info.rewards', label: 'nav.info.rewards', route: '/rewards_hub', menuCode: 'upcoming_event', flag: 'giveaways' },
  { id: 'info.competition', label: 'nav.info.competition', route: '/competition/center', menuCode: 'upcoming_event', hiddenOn: ['america', 'japan', 'uk'] },
  { id: 'info.wctc', label: 'nav.info.wctc', route: '/competition/wctc/s7', menuCode: 'upcoming_event', limited: true, hiddenOn: [...REGULATED_SITES, 'testnet'], badge: 'hot' },
  { id: 'info.vip', label: 'nav.info.vip', route: '/vip', menuCode: 'vip_service' },
  { id: 'info.announcements', label: 'nav.info.announcements', route: '/announcements', flag: 'news', menuCode: 'latest_news' },
  { id: 'info.calendar', label: 'nav.info.calendar', route: '/calendar', flag: 'news' },
  { id: 'info.blog', label: 'nav.info.blog', route: '/blog', flag: 'news', menuCode: 'learn' },
  { id: 'info.price', label: 'nav.info.price', route: '/price', menuCode: 'market_info' },
  { id: 'info.por', label: 'nav.info.por', route: '/proof-of-reserves' },
  { id: 'info.institution', label: 'nav.info.institution', route: '/institution', menuCode: 'vip_service', flag: 'organization' },
  { id: 'info.otc', label: 'nav.info.otc', route: '/otc', flag: 'otc', menuCode: 'gate_otc' },
  { id: 'info.otcTransaction', label: 'nav.info.otcTransaction', route: '/otc/transaction', flag: 'otc', menuCode: 'gate_otc', loginOnly: true },
  { id: 'info.web3', label: 'nav.info.web3', route: '/web3', flag: 'web3', limited: true },
  { id: 'info.learn', label: 'nav.info.learn', route: '/learn', flag: 'learn', menuCode: 'learn' },
  { id: 'info.help', label: 'nav.info.help', route: '/help', flag: 'help', menuCode: 'help_center' },
  { id: 'info.partnerships', label: 'nav.info.partnerships', route: '/brand-partnerships' },
];

export const INFO_COLUMN = 5;
export const INFO_COLUMN_EU = 8;

/** The More menu; the Gate.TR link follows the Turkey-partner rule. */
export const MORE_MENU: readonly MenuEntry[] = [
  { id: 'more.gt', label: 'nav.more.gt', route: '/gt' },
  { id: 'more.usdg', label: 'nav.more.usdg', route: '/usdg', hiddenOn: ['america', 'japan'] },
  { id: 'more.eth', label: 'nav.more.eth', route: '/ethereum-upgrade-hard-forks' },
  { id: 'more.halving', label: 'nav.more.halving', route: '/explore/bitcoin-halving-countdown' },
  { id: 'more.rank', label: 'nav.more.rank', route: '/rank', menuCode: 'market_info', hiddenOn: REGULATED_SITES },
  { id: 'more.crosschain', label: 'nav.more.crosschain', route: '/crosschain', flag: 'web3', limited: true },
  { id: 'more.listing', label: 'nav.more.listing', route: '/listing' },
  { id: 'more.grants', label: 'nav.more.grants', route: '/grants', hiddenOn: REGULATED_SITES },
  { id: 'more.developers', label: 'nav.more.developers', route: '/developers', menuCode: 'developers' },
  { id: 'more.fee', label: 'nav.more.fee', route: '/fee' },
  { id: 'more.bitwiki', label: 'nav.more.bitwiki', route: '/bitwiki', flag: 'learn' },
  { id: 'more.verify', label: 'nav.more.verify', route: '/officialverify' },
  { id: 'more.hotNews', label: 'nav.more.hotNews', route: '/hot_news', flag: 'news' },
  { id: 'more.turkey', label: 'nav.more.turkey', route: 'https://www.gate.tr', external: true, rule: 'turkeyPartner', hiddenOn: ['turkey'] },
];
