import type { SiteConfig } from '../config/sites';
import type { LanguageCode } from '../config/languages';

/** What the robots meta says where search engines must not index a page. */
export const NOINDEX = 'noindex,nofollow';

/**
 * compliance-and-dialogs.md §5: on the main site, the Netherlands (`nl`) and Italian locales
 * (`it`, and `it-eu` where the main site serves it) are marked noindex,nofollow; every other
 * site and language is left to the host.
 */
export function robotsFor(site: Pick<SiteConfig, 'key'>, lang: LanguageCode): typeof NOINDEX | null {
  return site.key === 'main' && (lang === 'nl' || lang === 'it' || lang === 'it-eu') ? NOINDEX : null;
}
