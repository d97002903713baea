import type { LanguageCode } from './languages';

/** Site keys and their numeric ids (CONTRACT §2, spec site-chrome.md §3). */
export const SITE_IDS = {
  main: 0, turkey: 177, malta: 106, hongkong: 71, america: 232, bahamas: 14,
  singapore: 153, uk: 182, japan: 83, uae: 181, eu: 777, testnet: 666,
} as const;

export type SiteKey = keyof typeof SITE_IDS;
export type SiteId = (typeof SITE_IDS)[SiteKey];
export const SITE_KEYS = Object.keys(SITE_IDS) as SiteKey[];

/** Per-site switches of site-chrome.md §2 ("Many entries are switched off by per-site flags"). */
export type HiddenFlag =
  | 'logout' | 'personalInfo' | 'avatar' | 'notification' | 'language' | 'theme' | 'setting'
  | 'search' | 'download' | 'register' | 'exchangeRate' | 'trade' | 'deposit' | 'withdraw'
  | 'derivatives' | 'finance' | 'otc' | 'moments' | 'web3' | 'organization' | 'giveaways'
  | 'help' | 'news' | 'japanBuySell' | 'payWith' | 'learn' | 'referral' | 'spotOrder'
  | 'multipleOrder' | 'rewardsHubCard' | 'login' | 'signup' | 'footerSignup';

export type FooterVariant =
  | 'global' | 'hongkong' | 'turkey' | 'malta' | 'eu' | 'singapore' | 'uk' | 'bahamas'
  | 'japan' | 'uae' | 'america';

export interface SiteConfig {
  key: SiteKey;
  id: SiteId;
  /** Brand shown as the logo's accessible name and in the copyright line. */
  brand: string;
  defaultLang: LanguageCode;
  /** Languages offered in the language picker, default first. */
  languages: readonly LanguageCode[];
  /** Default spot pair for every trade link (site-chrome.md §2 and §9). */
  defaultPair: string;
  /** First year of the copyright range (site-chrome.md §3). */
  foundingYear: number;
  hidden: ReadonlySet<HiddenFlag>;
  /** Origins a server-given URL may point at (CONTRACT §4, `anti`). */
  anti: readonly string[];
  footer: FooterVariant;
  /** Social icons in the footer (site-chrome.md §6). */
  showSocial: boolean;
  /** App download page path (compliance-and-dialogs.md §2: Turkey uses /mobileapp). */
  downloadPath: string;
}

const GLOBAL_LANGS: readonly LanguageCode[] = [
  'en', 'zh', 'tw', 'vn', 'es', 'ru', 'fr', 'de', 'pt', 'br', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'nl', 'it',
];

interface SiteInput extends Omit<SiteConfig, 'id' | 'hidden' | 'foundingYear' | 'downloadPath' | 'showSocial'> {
  hidden?: HiddenFlag[];
  foundingYear?: number;
  downloadPath?: string;
}

/** Sites whose footer carries no social icons (site-chrome.md §6). */
const NO_SOCIAL: ReadonlySet<SiteKey> = new Set(['singapore', 'bahamas', 'uk', 'japan', 'uae']);

function site(input: SiteInput): SiteConfig {
  return {
    ...input,
    id: SITE_IDS[input.key],
    hidden: new Set(input.hidden ?? []),
    foundingYear: input.foundingYear ?? 2013,
    downloadPath: input.downloadPath ?? '/appdownload',
    showSocial: !NO_SOCIAL.has(input.key),
  };
}

export const SITES: Record<SiteKey, SiteConfig> = {
  main: site({
    key: 'main', brand: 'Gate', defaultLang: 'en', languages: GLOBAL_LANGS,
    defaultPair: 'BTC_USDT', anti: ['https://www.gate.com', 'https://www.gate.io'], footer: 'global',
  }),
  turkey: site({
    key: 'turkey', brand: 'Gate.TR', defaultLang: 'tr', languages: ['tr', 'en'],
    defaultPair: 'BTC_TRY', foundingYear: 2022, anti: ['https://www.gate.tr'], downloadPath: '/mobileapp',
    footer: 'turkey', hidden: ['derivatives', 'web3', 'giveaways', 'moments', 'organization'],
  }),
  malta: site({
    key: 'malta', brand: 'Gate.MT', defaultLang: 'en', languages: ['en', 'it', 'de', 'fr', 'es'],
    defaultPair: 'BTC_USDC', anti: ['https://www.gate.mt'],
    footer: 'malta', hidden: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance'],
  }),
  hongkong: site({
    key: 'hongkong', brand: 'Gate.HK', defaultLang: 'en', languages: ['en', 'tw', 'zh'],
    defaultPair: 'BTC_USDT', anti: ['https://www.gate.hk'],
    footer: 'hongkong',
    hidden: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance', 'payWith', 'referral', 'rewardsHubCard'],
  }),
  america: site({
    key: 'america', brand: 'Gate.US', defaultLang: 'en', languages: ['en', 'es'],
    defaultPair: 'BTC_USDC', anti: ['https://www.gate.us'],
    footer: 'america', hidden: ['download', 'derivatives', 'web3', 'otc', 'moments', 'giveaways'],
  }),
  bahamas: site({
    key: 'bahamas', brand: 'Gate Bahamas', defaultLang: 'en', languages: ['en', 'es'],
    defaultPair: 'BTC_USDT', anti: ['https://www.gate.bs'],
    footer: 'bahamas', hidden: ['web3', 'moments'],
  }),
  singapore: site({
    key: 'singapore', brand: 'Gate.SG', defaultLang: 'en', languages: ['en', 'zh'],
    defaultPair: 'BTC_SGD', anti: ['https://www.gate.sg'],
    footer: 'singapore', hidden: ['derivatives', 'web3', 'otc', 'moments', 'giveaways'],
  }),
  uk: site({
    key: 'uk', brand: 'Gate.UK', defaultLang: 'en', languages: ['en'],
    defaultPair: 'BTC_USDT', anti: ['https://www.gate.uk'],
    footer: 'uk', hidden: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance'],
  }),
  japan: site({
    key: 'japan', brand: 'Gate Japan', defaultLang: 'ja', languages: ['ja', 'en'],
    defaultPair: 'BTC_JPY', anti: ['https://www.gate.jp'],
    footer: 'japan', hidden: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance', 'payWith'],
  }),
  uae: site({
    key: 'uae', brand: 'Gate.AE', defaultLang: 'en', languages: ['en', 'ar'],
    defaultPair: 'BTC_JPY', anti: ['https://www.gate.ae'],
    footer: 'uae', hidden: ['derivatives', 'web3', 'moments', 'giveaways'],
  }),
  eu: site({
    key: 'eu', brand: 'Gate.EU', defaultLang: 'en-eu', languages: ['en-eu', 'it-eu'],
    defaultPair: 'BTC_USDC', anti: ['https://www.gate.eu', 'https://www.gate.mt'],
    footer: 'eu', hidden: ['derivatives', 'web3', 'otc', 'moments'],
  }),
  testnet: site({
    key: 'testnet', brand: 'Gate Testnet', defaultLang: 'en', languages: ['en', 'zh'],
    defaultPair: 'BTC_USDT', anti: ['https://testnet.gate.com'],
    footer: 'global', hidden: ['register', 'logout', 'download', 'otc', 'payWith'],
  }),
};

const BY_ID = new Map<number, SiteConfig>(Object.values(SITES).map((s) => [s.id, s]));

/** Resolves a site key or numeric id (as number or string) — `undefined` when it names no site. */
export function findSite(value: unknown): SiteConfig | undefined {
  if (typeof value === 'number') return BY_ID.get(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Own keys only: `in` would find 'constructor', 'toString' or '__proto__' on Object.prototype.
  if ((SITE_KEYS as string[]).includes(trimmed)) return SITES[trimmed as SiteKey];
  return /^\d+$/.test(trimmed) ? BY_ID.get(Number(trimmed)) : undefined;
}
