import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { $context, type ChromeContext } from '../stores/page-setup';
import { $siteSettings } from '../stores/site-settings';
import { $compliance } from '../stores/compliance';
import { $login, hasSwitchTag } from '../stores/user';
import { localizePath, type LanguageCode } from '../config/languages';
import { SITES, type SiteConfig } from '../config/sites';
import { c2cOrderFiat, fillRoute, type VisibilityInput } from '../rules/menu-visibility';
import { $crossMarginUid } from '../stores/cross-margin';

export interface SiteState { site: SiteConfig; lang: LanguageCode; context: ChromeContext | null }

const siteState = (context: ChromeContext | null): SiteState => {
  const site = context?.site ?? SITES.main;
  return { site, lang: context?.lang ?? site.defaultLang, context };
};

/**
 * The site and language of a root, read from the store once in ChromeRoot (`useRootSite`) and
 * shared, like the translation: one subscription per root instead of one per component.
 */
export const SiteContext = createContext<SiteState | null>(null);

export function useRootSite(): SiteState {
  const context = useStore($context);
  return useMemo(() => siteState(context), [context]);
}

/** The site and language of the page, for components (the context is set before any render). */
export function useSite(): SiteState {
  // Outside a root (unit tests of a single component): the store as it is now.
  return useContext(SiteContext) ?? siteState($context.get());
}

/** Turns a route of the menu data into the href to render: pair, fiat and language prefix filled in. */
export function useHref(): (route: string) => string {
  const { site, lang } = useSite();
  const settings = useStore($siteSettings);
  const fiat = settings.value.currFiat;
  return useCallback(
    (route: string) => localizePath(
      fillRoute(route, { pair: site.defaultPair, fiat, c2c: c2cOrderFiat(fiat, lang) }), lang, site.defaultLang),
    [site, lang, fiat],
  );
}

/** Everything the visibility rules need, from the shared stores. */
export function useVisibilityInput(): VisibilityInput {
  const { site } = useSite();
  const login = useStore($login);
  const compliance = useStore($compliance);
  const crossMarginUid = useStore($crossMarginUid).value;
  const info = login.status === 'in' ? login.info : null;
  // Read on each render of the header: the host may set it after the page loaded.
  const switchTag = hasSwitchTag();
  return useMemo(() => ({
    site,
    loggedIn: info !== null,
    hiddenCodes: compliance.value.menu,
    ukLimit: compliance.value.limit.isUkLimit,
    italyLimit: compliance.value.limit.isItalyLimit,
    user: info ? {
      isSub: info.isSub, whiteListShow: info.whiteListShow, country: info.country, verified: info.verified, crossMarginUid,
    } : undefined,
    business: compliance.value.business.map((b) => b.code).filter(Boolean),
    isTr: compliance.value.limit.isTr,
    viewport: 'desktop',
    switchTag,
  }), [site, info, compliance.value, crossMarginUid, switchTag]);
}
