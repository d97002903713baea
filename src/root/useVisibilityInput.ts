import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $compliance } from '../stores/compliance';
import { $login, hasSwitchTag } from '../stores/user';
import { $crossMarginUid } from '../stores/cross-margin';
import { hiddenMenuCodes, type VisibilityInput } from '../rules/menu-visibility';
import { useSite } from './useSite';

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
    hiddenCodes: hiddenMenuCodes(compliance.value),
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
