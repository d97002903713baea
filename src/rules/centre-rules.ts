import type { SiteConfig, SiteKey } from '../config/sites';
import { kycTwoComplete } from './kyc';

/**
 * The personal-centre, deposit-chooser and download rules of site-chrome.md §5 and compliance §2,
 * as pure functions. They load with the lazy parts that use them; the sign-up rules a visitor
 * needs at first paint are in signup.ts and access.ts.
 */

type Site = Pick<SiteConfig, 'key' | 'hidden'>;

/** KYC values 1 and 4 count as verified in the header (site-chrome.md §3). */
export function isKycVerified(verified: number): boolean {
  return verified === 1 || verified === 4;
}

/** The KYC home (compliance-and-dialogs.md §2: `/myaccount/security`, also `/myaccount/kyc_home`). */
export const KYC_HOME_ROUTE = '/myaccount/security';

/**
 * The personal centre's Verify link beside the name, where the verified tick would be: for a user
 * below KYC2 (KYC levels 0, 0.5 and 1, compliance §3), to the KYC home; none on the testnet, which
 * asks no KYC (its KYC tip bar is off too, compliance §4). A KYC2 or KYC3 user has the tick
 * (isKycVerified), a verified company neither.
 */
export function kycPromptRoute(verified: number, site: SiteKey): string | null {
  return site === 'testnet' || kycTwoComplete(verified) ? null : KYC_HOME_ROUTE;
}

/** The security-weakness warning (§5). */
export function showsSecurityWarning(safeLevel: number): boolean {
  return safeLevel <= 1;
}

export type DepositMethod = 'onchain' | 'code' | 'p2p' | 'card' | 'bank';

export interface DepositOption {
  id: DepositMethod;
  route: string;
}

/**
 * The deposit chooser (compliance §2): on-chain and code deposit always; P2P, card and bank only
 * on the main site, for users who are not UK-limited, when `fiat_trade` is not hidden. Card and
 * bank also drop out when their own compliance codes (`credit_paywith_card`, `bank_card`) are hidden.
 */
export function depositOptions(input: {
  site: Site; ukLimit: boolean; menu: readonly string[]; p2pFiat: string; buyFiat: string;
}): DepositOption[] {
  const options: DepositOption[] = [
    { id: 'onchain', route: '/myaccount/deposit/USDT' },
    { id: 'code', route: '/myaccount/deposit_gatecode' },
  ];
  if (input.site.key !== 'main' || input.ukLimit || input.menu.includes('fiat_trade')) return options;
  const p2p = encodeURIComponent(input.p2pFiat || 'USD');
  const buy = encodeURIComponent(input.buyFiat || 'USD');
  options.push({ id: 'p2p', route: `/c2c/USDT_${p2p}` });
  if (!input.menu.includes('credit_paywith_card')) {
    options.push({ id: 'card', route: `/crypto/buy/with-credit-card?method=card&fiat=${buy}` });
  }
  if (!input.menu.includes('bank_card')) {
    options.push({ id: 'bank', route: `/crypto/buy/with-bank-account?method=bank&fiat=${buy}` });
  }
  return options;
}

export interface TierHint {
  nextLevel: number;
  percent: number;
  /** The trading volume the next tier asks for (USDT), 0 when it has no volume path. */
  nextUsdt: number;
  /** The same volume in the user's fiat (`tier_next_fiat`), 0 when not given. */
  nextFiat: number;
  /** GT to hold beside the volume, 0 when none is asked for. */
  gtMin: number;
  /** GT alone that reaches the next tier, 0 when that path is closed. */
  gtOnly: number;
  /** Assets alone (USD) that reach the next tier, 0 when that path is closed. */
  assetsUsd: number;
}

interface TierFields {
  level: number; nextProgress: number; nextUsdt: number;
  nextFiat: string; nextGtMin: number; nextGtOnly: number; nextAssetOnlyUsd: number;
}

/**
 * The tier-upgrade hint (site-chrome.md §3 tier fields): the volume path (with the GT to hold
 * beside it) and the GT-only and assets-only paths the server offers; none at the top tier or
 * when the server offers no path at all (nothing to tell).
 */
export function tierHint(tier: TierFields): TierHint | null {
  const gtOnly = Math.max(0, tier.nextGtOnly);
  const assetsUsd = Math.max(0, tier.nextAssetOnlyUsd);
  const nextUsdt = Math.max(0, tier.nextUsdt);
  const fiat = Number(tier.nextFiat.trim() || NaN);
  if (tier.nextProgress >= 100 || (nextUsdt === 0 && gtOnly === 0 && assetsUsd === 0)) return null;
  return {
    nextLevel: tier.level + 1, percent: Math.max(0, tier.nextProgress), nextUsdt,
    nextFiat: nextUsdt > 0 && fiat > 0 && Number.isFinite(fiat) ? fiat : 0, gtMin: nextUsdt > 0 ? Math.max(0, tier.nextGtMin) : 0, gtOnly, assetsUsd,
  };
}

/**
 * Hosts an app link may lead to besides the site's own origins (`anti`): the two app stores and
 * nothing else: the exchange's own deep links live on its origins (`anti`).
 */
export const APP_LINK_HOSTS: readonly string[] = ['apps.apple.com', 'play.google.com'];

/**
 * What the download QR code encodes: the app deep link from `page_download_links.json` with the
 * channel parameters of where it is offered (`ch=web_<pos>`, `pos=<pos>`: the header's QR code,
 * the phones' app bar, the gift popup), or the download page when the file
 * gives no https link to the site's own origins (`anti`) or to APP_LINK_HOSTS: a QR code is
 * followed on a phone with no address bar to check, so it never leads off-site.
 */
export function appDeepLink(links: Readonly<Record<string, string>>, fallback: string, anti: readonly string[], pos = 'header'): string {
  for (const raw of [links.deepLink, links.qrcode]) {
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' || url.username || url.password || url.port) continue;
    if (!anti.includes(url.origin) && !APP_LINK_HOSTS.includes(url.hostname)) continue;
    url.searchParams.set('ch', `web_${pos}`);
    url.searchParams.set('pos', pos);
    return url.href;
  }
  return fallback;
}
