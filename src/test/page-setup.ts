import { SITES } from '../config/sites';
import { setPageSetup, type PageSetup } from '../stores/page-setup';

/** What a mount would set for the main site in English, with `overrides` on top; returns it. */
export function setTestPage(overrides: Partial<PageSetup> = {}): PageSetup {
  const setup: PageSetup = {
    site: SITES.main, lang: 'en', apiBase: '', page: 'home', isLogin: undefined, nonce: undefined, microApps: {}, ...overrides,
  };
  setPageSetup(setup);
  return setup;
}
