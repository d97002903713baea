import * as v from 'valibot';
import { request, type ApiContext } from '../client';
import { DEFAULT_SITE_SETTINGS } from '../defaults';
import { decode, dict, logFallback, num, optFlag, optNum, optText, text, unwrap } from '../decode';

// ---- GET /api/web/v1/site/settings -------------------------------------------------------

const fiatEntry = v.object({ fiat: text, symbol: optText });

const settingsSchema = v.object({
  lang_list: v.optional(v.nullable(dict(text)), {}),
  fiat_list: v.optional(v.nullable(dict(fiatEntry)), {}),
  curr_fiat: v.optional(v.nullable(text), 'USD'),
  currency_count: optNum(2700),
  curr_fiat_market_rates: v.optional(v.nullable(dict(num)), {}),
  defaultBuyCryptoFiat: v.optional(v.nullable(text), 'USD'),
  defaultP2PFiat: v.optional(v.nullable(text), 'USD'),
  is_service_host: optFlag,
});

export interface SiteSettings {
  langList: Record<string, string>;
  fiatList: Record<string, { fiat: string; symbol: string }>;
  currFiat: string;
  currencyCount: number;
  rates: Record<string, number>;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  isServiceHost: boolean;
}


export function decodeSiteSettings(raw: unknown): SiteSettings {
  const d = decode(settingsSchema, unwrap(raw));
  return {
    langList: d.lang_list ?? {},
    fiatList: Object.fromEntries(
      Object.entries(d.fiat_list ?? {}).map(([code, f]) => [code, { fiat: f.fiat, symbol: f.symbol ?? '' }]),
    ),
    currFiat: d.curr_fiat || 'USD',
    currencyCount: d.currency_count ?? 2700,
    rates: d.curr_fiat_market_rates ?? {},
    defaultBuyCryptoFiat: d.defaultBuyCryptoFiat || 'USD',
    defaultP2PFiat: d.defaultP2PFiat || 'USD',
    isServiceHost: d.is_service_host ?? false,
  };
}

export async function getSiteSettings(ctx: ApiContext): Promise<SiteSettings> {
  try {
    return decodeSiteSettings(await request(ctx, { path: '/api/web/v1/site/settings' }));
  } catch (error) {
    logFallback('site/settings', error);
    return DEFAULT_SITE_SETTINGS;
  }
}

// ---- GET /api/web/v1/site/fullsiteBulletin ---------------------------------------------------

export interface Announcement {
  contentId: string;
  content: string;
  link: string;
}

const bulletinSchema = dict(
  v.nullable(v.object({ content_id: text, content: text, link: optText })),
);

/** Announcements keyed by page key; `{}` (no bar) on any failure. */
export function decodeBulletins(raw: unknown): Record<string, Announcement> {
  const d = decode(bulletinSchema, unwrap(raw) ?? {});
  const out: Record<string, Announcement> = {};
  for (const [page, entry] of Object.entries(d)) {
    if (entry && entry.content) out[page] = { contentId: entry.content_id, content: entry.content, link: entry.link ?? '' };
  }
  return out;
}

export async function getBulletins(ctx: ApiContext): Promise<Record<string, Announcement>> {
  try {
    return decodeBulletins(await request(ctx, { path: '/api/web/v1/site/fullsiteBulletin' }));
  } catch (error) {
    logFallback('site/fullsiteBulletin', error);
    return {};
  }
}

// ---- GET /api/web/v1/site/currFiatMarketRates -------------------------------------------------

export function decodeRates(raw: unknown): Record<string, number> {
  return decode(dict(num), unwrap(raw));
}

export async function getFiatRates(ctx: ApiContext): Promise<Record<string, number>> {
  try {
    return decodeRates(await request(ctx, { path: '/api/web/v1/site/currFiatMarketRates' }));
  } catch (error) {
    logFallback('site/currFiatMarketRates', error);
    return {};
  }
}

// ---- GET /api/web/v1/c2c/buy_crypto_fiat_setting ---------------------------------------------

export interface PayWithOption {
  fiat: string;
  bankTransfer: boolean;
  creditCard: boolean;
  p2p: boolean;
}

export const DEFAULT_PAY_WITH: PayWithOption[] = [{ fiat: 'USD', bankTransfer: true, creditCard: true, p2p: true }];

const payWithSchema = v.pipe(
  v.array(v.object({ fiat: text, bank_transfer: optFlag, credit_card: optFlag, p2p: optFlag })),
  v.minLength(1),
);

export function decodePayWith(raw: unknown): PayWithOption[] {
  return decode(payWithSchema, unwrap(raw)).map((o) => ({
    fiat: o.fiat, bankTransfer: o.bank_transfer ?? false, creditCard: o.credit_card ?? false, p2p: o.p2p ?? false,
  }));
}

export async function getPayWithOptions(ctx: ApiContext): Promise<PayWithOption[]> {
  try {
    return decodePayWith(await request(ctx, { path: '/api/web/v1/c2c/buy_crypto_fiat_setting' }));
  } catch (error) {
    logFallback('c2c/buy_crypto_fiat_setting', error);
    return DEFAULT_PAY_WITH;
  }
}

