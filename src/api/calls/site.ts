import * as v from 'valibot';
import { DEFAULT_PAY_WITH, DEFAULT_SITE_SETTINGS } from '../defaults';
import { amount, decode, dict, dictEach, optFlag, optNum, optText, text, unwrap, lenient } from '../decode';
import { defineCall } from '../define';

// ---- GET /api/web/v1/site/settings -------------------------------------------------------

/** `fiat` repeats the entry's code; an entry without a usable one takes the code. */
const fiatEntry = v.object(lenient({ fiat: optText, symbol: optText }));

const settingsSchema = v.object(lenient({
  lang_list: dictEach(text),
  fiat_list: dictEach(fiatEntry),
  curr_fiat: v.optional(v.nullable(text), 'USD'),
  currency_count: optNum(2700),
  curr_fiat_market_rates: dictEach(amount),
  defaultBuyCryptoFiat: v.optional(v.nullable(text), 'USD'),
  defaultP2PFiat: v.optional(v.nullable(text), 'USD'),
  is_service_host: optFlag,
}));

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
    langList: d.lang_list,
    fiatList: Object.fromEntries(
      Object.entries(d.fiat_list).map(([code, f]) => [code, { fiat: f.fiat || code, symbol: f.symbol ?? '' }]),
    ),
    currFiat: d.curr_fiat || 'USD',
    currencyCount: d.currency_count ?? 2700,
    rates: d.curr_fiat_market_rates,
    defaultBuyCryptoFiat: d.defaultBuyCryptoFiat || 'USD',
    defaultP2PFiat: d.defaultP2PFiat || 'USD',
    isServiceHost: d.is_service_host ?? false,
  };
}

export const getSiteSettings = defineCall({
  path: '/api/web/v1/site/settings', decode: decodeSiteSettings, fallback: DEFAULT_SITE_SETTINGS,
});

// ---- GET /api/web/v1/site/fullsiteBulletin ---------------------------------------------------

export interface Announcement {
  contentId: string;
  content: string;
  link: string;
}

const bulletinEntry = v.object(lenient({ content_id: text, content: text, link: optText }));

/**
 * Announcements keyed by page key; `{}` (no bar) when the answer is no map. Each page's entry is
 * decoded on its own: a malformed one costs that page its bar, not every page.
 */
export function decodeBulletins(raw: unknown): Record<string, Announcement> {
  const d = decode(dict(v.unknown()), unwrap(raw) ?? {});
  const out: Record<string, Announcement> = {};
  for (const [page, value] of Object.entries(d)) {
    const parsed = v.safeParse(bulletinEntry, value);
    const entry = parsed.success ? parsed.output : undefined;
    if (entry?.content) out[page] = { contentId: entry.content_id, content: entry.content, link: entry.link ?? '' };
  }
  return out;
}

/** `{}` = no bar. */
export const getBulletins = defineCall({
  path: '/api/web/v1/site/fullsiteBulletin', decode: decodeBulletins, fallback: {} as Record<string, Announcement>,
});

// ---- GET /api/web/v1/c2c/buy_crypto_fiat_setting ---------------------------------------------

export interface PayWithOption {
  fiat: string;
  bankTransfer: boolean;
  creditCard: boolean;
  p2p: boolean;
}


const payWithSchema = v.pipe(
  v.array(v.object(lenient({ fiat: text, bank_transfer: optFlag, credit_card: optFlag, p2p: optFlag }))),
  v.minLength(1),
);

export function decodePayWith(raw: unknown): PayWithOption[] {
  return decode(payWithSchema, unwrap(raw)).map((o) => ({
    fiat: o.fiat, bankTransfer: o.bank_transfer ?? false, creditCard: o.credit_card ?? false, p2p: o.p2p ?? false,
  }));
}

export const getPayWithOptions = defineCall<PayWithOption[], readonly PayWithOption[]>({
  path: '/api/web/v1/c2c/buy_crypto_fiat_setting', decode: decodePayWith, fallback: DEFAULT_PAY_WITH,
});

