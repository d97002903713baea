import type { SiteConfig } from '../config/sites';
import type { VisibilityInput } from './menu-visibility';

/**
 * Who may use which header action (site-chrome.md §5 and §6): deposit, switch account, sub-accounts,
 * cross margin, download, register and logout (search: features/search/rules.ts). Menu entries reach them through their `rule`
 * and `flag` (menu-visibility.ts); buttons call them directly.
 */

export const limitedInput = (input: Pick<VisibilityInput, 'ukLimit' | 'italyLimit'>) => input.ukLimit || input.italyLimit;

/** Deposit button: logged-in users of the main site whose compliance menu lacks `deposit` (§5). */
export function canDeposit(input: VisibilityInput): boolean {
  return input.loggedIn && input.site.key === 'main' && !input.site.hidden.has('deposit') && !input.hiddenCodes.includes('deposit');
}

/** Switch Account: main site, for non-sub-accounts or when the `is_switch_tag` cookie is set (§5). */
export function canSwitchAccount(input: VisibilityInput): boolean {
  return input.loggedIn && input.site.key === 'main' && (!input.user?.isSub || input.switchTag === true);
}

/** Sub-account management: hidden for sub-accounts and for users without the whitelist flag (§5). */
export function canManageSubAccounts(input: VisibilityInput): boolean {
  return input.loggedIn && Boolean(input.user) && !input.user?.isSub && input.user?.whiteListShow === true;
}

/** Portfolio cross margin: only when crossMarginUid > 1 (§5). */
export function showsCrossMargin(input: VisibilityInput): boolean {
  return (input.user?.crossMarginUid ?? 0) > 1;
}

/**
 * Download-app button: never on the United States site, nor with its flag or a UK/Italy limit
 * (§5, §6), nor inside the exchange's app itself (`inApp`, issue 24).
 */
export function showsDownload(site: SiteConfig, limits: { ukLimit: boolean; italyLimit: boolean; inApp?: boolean }): boolean {
  return site.key !== 'america' && !site.hidden.has('download') && !limitedInput(limits) && !limits.inApp;
}

/** Sign Up: testnet and the register/signup flags hide it (§6). */
export function showsRegister(site: Pick<SiteConfig, 'key' | 'hidden'>): boolean {
  return site.key !== 'testnet' && !site.hidden.has('register') && !site.hidden.has('signup');
}

/** Log Out: testnet and the logout flag hide it (§6). */
export function showsLogout(site: SiteConfig): boolean {
  return site.key !== 'testnet' && !site.hidden.has('logout');
}

/** Log In and Sign Up show once the login state is known, the user is out and the flag is off (§4). */
export function showsAuthButtons(status: 'loading' | 'in' | 'out', site: Pick<SiteConfig, 'key' | 'hidden'>): { login: boolean; signup: boolean } {
  const out = status === 'out';
  return {
    login: out && !site.hidden.has('login'),
    // One Sign Up rule for the bar, the drawer and the menus (site-chrome.md §6).
    signup: out && showsRegister(site),
  };
}
