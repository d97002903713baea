import { atom, computed } from 'nanostores';
import type { ApiContext } from '../api/client';
import type { SiteConfig } from '../config/sites';
import type { LanguageCode } from '../config/languages';
import type { AnalyticsOptions, MicroApps } from '../mount/options';

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
}

export const $pageSetup = atom<PageSetup | null>(null);

export const $api = computed($pageSetup, (c): ApiContext | null =>
  c ? { apiBase: c.apiBase, lang: c.lang, siteId: c.site.id } : null);

export function setPageSetup(next: PageSetup): void {
  $pageSetup.set(next);
}
