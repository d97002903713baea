import { stripLanguagePrefix } from '../../config/languages';

/**
 * Inside the exchange's mobile app (issue 24; compliance-and-dialogs.md §2, §4, §5, §9): which app
 * it is, what its build can do, and which of the chrome's links open the app's own pages.
 */

export type AppOs = 'android' | 'ios';

export interface AppContext {
  /** From `device_type` (query, then cookie), else the user agent; null when neither says. */
  os: AppOs | null;
  /** The build of the marker `GateApp/<build>`; null without one (an older app, a `device_type` only). */
  build: number | null;
}

/** What the page tells about the app around it. */
export interface AppSignals {
  query: string;
  /** The `device_type` cookie, `undefined` when absent. */
  deviceTypeCookie: string | undefined;
  userAgent: string;
}

const osOf = (value: string | null | undefined): AppOs | null => {
  const v = (value ?? '').toLowerCase();
  return v === 'android' ? 'android' : v === 'ios' || v === 'iphone' || v === 'ipad' ? 'ios' : null;
};

/**
 * The one parser of the app's signals (unit-tested): the OS from `device_type` (`android`, `ios`),
 * else from the user agent (Android; iPhone, iPad, iPod); the build from `GateApp/<digits>`, up to
 * 15 digits (iOS builds are dates: 202503100001), else null.
 */
export function parseAppContext({ query, deviceTypeCookie, userAgent }: AppSignals): AppContext {
  const fromUa = /android/i.test(userAgent) ? 'android' : /iphone|ipad|ipod/i.test(userAgent) ? 'ios' : null;
  const os = osOf(new URLSearchParams(query).get('device_type')) ?? osOf(deviceTypeCookie) ?? fromUa;
  const digits = /\bGateApp\/(\d{1,15})(?!\d)/i.exec(userAgent)?.[1];
  return { os, build: digits ? Number(digits) : null };
}

/** compliance §5, §9: the builds from which the app can share an image. */
export const SHARE_IMAGE_BUILDS: Readonly<Record<AppOs, number>> = { android: 653000, ios: 202503100001 };
/** compliance §4: from this iOS build the app has its own KYC page. */
export const KYC_NATIVE_IOS_BUILD = 202306151200;

/** Whether the app's build reaches its OS's threshold: an unknown OS or build does not. */
export function buildAtLeast(app: AppContext, thresholds: Partial<Record<AppOs, number>>): boolean {
  const min = app.os ? thresholds[app.os] : undefined;
  return min !== undefined && app.build !== null && app.build >= min;
}

/** Shares carry an image only from the builds of SHARE_IMAGE_BUILDS; older ones share the link. */
export const canShareImage = (app: AppContext): boolean => buildAtLeast(app, SHARE_IMAGE_BUILDS);

/** The KYC entry is the app's own page on Android, and on iOS from KYC_NATIVE_IOS_BUILD; else the web page. */
export const kycNativeEntry = (app: AppContext): boolean => app.os === 'android' || buildAtLeast(app, { ios: KYC_NATIVE_IOS_BUILD });

/** A page of the app (the bridge's `openPage`), or its login and sign-up (the bridge's `login`). */
export type NativeTarget =
  | { method: 'openPage'; page: 'trade' | 'futures' | 'information' | 'kyc'; params: Record<string, string> }
  | { method: 'login'; mode: 'login' | 'signup'; params: Record<string, string> };

/**
 * The app's own page for a chrome link (compliance §2: trade, futures, information, KYC, login and
 * sign-up), or null: the link stays a web link. Only links of the page's or the site's origins
 * count; a language prefix (`/zh/trade/…`) is read past.
 */
export function nativeTarget(href: string, origins: readonly string[], app: AppContext): NativeTarget | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  const path = stripLanguagePrefix(url.pathname).replace(/\/+$/, '');
  const parts = path.split('/').filter(Boolean);
  const [first, second, third] = parts;
  // What reaches the app is a symbol or an id, never an arbitrary string from a URL.
  const symbol = (value: string | undefined) => value !== undefined && /^[A-Za-z0-9]{1,20}(_[A-Za-z0-9]{1,20})?$/.test(value);
  if (first === 'trade' && symbol(second) && second) return { method: 'openPage', page: 'trade', params: { pair: second } };
  if (first === 'futures' && symbol(second) && symbol(third) && second && third) {
    return { method: 'openPage', page: 'futures', params: { settle: second, pair: third } };
  }
  if (first === 'announcements') {
    return { method: 'openPage', page: 'information', params: second === 'article' && /^\d{1,12}$/.test(third ?? '') && third ? { id: third } : {} };
  }
  if (path === '/myaccount/kyc_home' || path.startsWith('/myaccount/kyc_')) return kycNativeEntry(app) ? { method: 'openPage', page: 'kyc', params: {} } : null;
  if (path === '/login' || path === '/signup') {
    // Switching accounts is the web page's own flow (the app logs in, it does not switch).
    if (url.searchParams.has('switch_account')) return null;
    // The sign-up query (the referral's `ref`, `ref_type`, `ch`…) goes along, as plain words only.
    const params = Object.fromEntries([...url.searchParams].filter(([k, v]) => /^\w{1,32}$/.test(k) && /^[\w.-]{0,64}$/.test(v)));
    return { method: 'login', mode: path === '/login' ? 'login' : 'signup', params };
  }
  return null;
}

/** The bridge's share (compliance §5): the image only for builds that can share one, else the link alone. */
export function shareCall(app: AppContext, share: { url: string; title: string; image?: string }): { method: 'share'; url: string; title: string; image?: string } {
  const { image, ...rest } = share;
  return image && canShareImage(app) ? { method: 'share', ...rest, image } : { method: 'share', ...rest };
}
