import { atom, computed } from 'nanostores';
import type { ApiContext } from '../api/client';
import type { SiteConfig } from '../config/sites';
import type { LanguageCode } from '../config/languages';
import { setErrorHandler } from '../platform/report';

/** Micro-app URLs of the mount options: ES module URLs, each exporting `mount(el, props)` and `unmount()`. */
export interface MicroApps {
  login?: string;
  search?: string;
  chatroom?: string;
  transfer?: string;
}

/** (v1.1) Where tracked clicks are sent; `sitechrome:analytics` fires on `window` either way. */
export interface AnalyticsOptions {
  /** A collector URL: https or a same-origin path, on the page's, the SDK's or the site's origins. */
  collector?: string;
}

/** What every instance on the page shares: the site, the language and where the API lives. */
export interface PageSetup {
  site: SiteConfig;
  lang: LanguageCode;
  apiBase: string;
  page: string;
  isLogin: boolean | undefined;
  nonce: string | undefined;
  microApps: Readonly<MicroApps>;
  /** (v1.1) Mount options kept for the gift popup, the analytics events and error reporting. */
  giftPopup?: boolean;
  analytics?: Readonly<AnalyticsOptions>;
  onError?: (error: unknown) => void;
  /** (issue 24) Inside the exchange's app (platform/in-app.ts): no footer, download prompts or promotions; links through the app. */
  inApp?: boolean;
  /** (0.7.0, an addition to CONTRACT v1.2) `false`: the SDK writes no robots meta into the host `<head>` (mount/page-services.ts). */
  robotsMeta?: boolean;
  /** (0.7.0) The device-fingerprint script's URL (platform/fingerprint.ts), for the micro-apps' `getFingerprint()`. */
  fingerprint?: string;
}

export const $pageSetup = atom<PageSetup | null>(null);

export const $api = computed($pageSetup, (c): ApiContext | null =>
  c ? { apiBase: c.apiBase, lang: c.lang, siteId: c.site.id } : null);

// The SDK's errors go to the page's `onError` (platform/report.ts), whichever mount set it last.
setErrorHandler(() => $pageSetup.get()?.onError);

export function setPageSetup(next: PageSetup): void {
  $pageSetup.set(next);
}
