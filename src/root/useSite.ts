import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { $pageSetup, type PageSetup } from '../stores/page-setup';
import { $siteSettings } from '../stores/site-settings';
import { localizePath, type LanguageCode } from '../config/languages';
import { SITES, type SiteConfig } from '../config/sites';
import { c2cOrderFiat, fillRoute } from '../rules/routes';
import { currentOrigin } from '../platform/location';
import { $scripted } from '../stores/prerender';

export interface SiteState { site: SiteConfig; lang: LanguageCode; setup: PageSetup | null }

const siteState = (setup: PageSetup | null): SiteState => {
  const site = setup?.site ?? SITES.main;
  return { site, lang: setup?.lang ?? site.defaultLang, setup };
};

/**
 * The site and language of a root, read from the store once in ChromeRoot (`useRootSite`) and
 * shared, like the translation: one subscription per root instead of one per component.
 */
export const SiteContext = createContext<SiteState | null>(null);

export function useRootSite(): SiteState {
  const setup = useStore($pageSetup);
  return useMemo(() => siteState(setup), [setup]);
}

/** The site and language of the page, for components (the context is set before any render). */
export function useSite(): SiteState {
  // Outside a root (unit tests of a single component): the store as it is now.
  return useContext(SiteContext) ?? siteState($pageSetup.get());
}

/**
 * A root-relative path on the page's origin, other URLs as they are: a host page's `<base href>`
 * elsewhere must not move the chrome's links (relative hrefs resolve against it).
 */
export function onPageOrigin(url: string): string {
  return url[0] === '/' && url[1] !== '/' ? currentOrigin() + url : url;
}

/**
 * Turns a route of the menu data into the href to render: pair, fiat and language prefix filled in.
 * Paths come out absolute on the page's origin: a host page's `<base href>` elsewhere must not move
 * the chrome's links (relative hrefs resolve against it).
 */
export function useHref(): (route: string) => string {
  const { site, lang } = useSite();
  const settings = useStore($siteSettings);
  const fiat = settings.value.currFiat;
  // A prerender has no page origin: paths there, and in the hydration of its markup.
  const scripted = useStore($scripted);
  return useCallback((route: string) => {
    const path = localizePath(fillRoute(route, { pair: site.defaultPair, fiat, c2c: c2cOrderFiat(fiat, lang) }), lang, site.defaultLang);
    return scripted ? onPageOrigin(path) : path;
  }, [site, lang, fiat, scripted]);
}
