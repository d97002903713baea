import type { Compliance } from '../api/calls/compliance';
import type { SiteConfig } from '../config/sites';
import type { MenuEntry } from '../config/menus/types';
import { canDeposit, canManageSubAccounts, canSwitchAccount, limitedInput, showsCrossMargin, showsLogout, showsRegister } from './access';

/** The logged-in user's fields the rules read (site-chrome.md §3 user info, cross-margin info). */
export interface VisibilityUser {
  isSub: boolean;
  whiteListShow: boolean;
  /** Country code as text (`"233"`). */
  country: string;
  verified: number;
  crossMarginUid: number;
}

/** What decides whether an entry shows (site-chrome.md §5 and §6). */
export interface VisibilityInput {
  site: SiteConfig;
  loggedIn: boolean;
  /** Compliance menu codes to hide. */
  hiddenCodes: readonly string[];
  ukLimit: boolean;
  italyLimit: boolean;
  /** Logged-in user details; absent while loading or for visitors. */
  user?: VisibilityUser;
  /** Compliance business codes (`button_pilot_account`). */
  business?: readonly string[];
  /** Compliance `limit.is_tr`. */
  isTr?: boolean;
  /** Small screens drop desktop-only links (the Turkey partner link). */
  viewport?: 'desktop' | 'mobile';
  /** The `is_switch_tag` cookie is set. */
  switchTag?: boolean;
}

/**
 * The menu codes whose entries are hidden: the compliance answer's `menu`, and `nft` for a Copper
 * (institutional custody) account, `is_copper`. site-chrome.md §6 hides the NFT entry "in one
 * further flag case" without naming the flag; `is_copper` is the one flag of §3's common data
 * beside the UK and Italy limits whose effect the spec does not give otherwise. One derivation,
 * so the header's menus, the footer and the 404 page's links agree.
 */
export function hiddenMenuCodes(compliance: { menu: readonly string[]; limit: Pick<Compliance['limit'], 'isCopper'> }): readonly string[] {
  return compliance.limit.isCopper ? [...compliance.menu, 'nft'] : compliance.menu;
}

/** Country 233 counts as the restricted jurisdiction of site-chrome.md §5 once its user is verified. */
export const RESTRICTED_COUNTRY = '233';

/**
 * Items hidden for a verified user of country 233: leveraged trading and lending (margin, copy
 * trading, margin funds and orders, crypto and C2C loans) — entries marked `country233`.
 */
export function isCountry233Verified(user: VisibilityUser | undefined): boolean {
  return Boolean(user && user.country.trim() === RESTRICTED_COUNTRY && user.verified > 0);
}

function ruleAllows(entry: MenuEntry, input: VisibilityInput): boolean {
  switch (entry.rule) {
    case undefined: return true;
    case 'pilotAccount': return !(input.business ?? []).includes('button_pilot_account');
    case 'crossMargin': return showsCrossMargin(input);
    case 'subAccountManage': return canManageSubAccounts(input);
    case 'deposit': return canDeposit(input);
    case 'switchAccount': return canSwitchAccount(input);
    case 'turkeyPartner': return input.isTr === true && input.viewport !== 'mobile';
  }
}

export function isEntryVisible(entry: MenuEntry, input: VisibilityInput): boolean {
  if (entry.hiddenOn?.includes(input.site.key)) return false;
  if (entry.flag && input.site.hidden.has(entry.flag)) return false;
  if (entry.flag === 'register' && !showsRegister(input.site)) return false;
  if (entry.flag === 'logout' && !showsLogout(input.site)) return false;
  if (entry.menuCode && input.hiddenCodes.includes(entry.menuCode)) return false;
  if (entry.limited && limitedInput(input)) return false;
  if (entry.loginOnly && !input.loggedIn) return false;
  if (entry.guestOnly && input.loggedIn) return false;
  if (entry.country233 && isCountry233Verified(input.user)) return false;
  return ruleAllows(entry, input);
}

/**
 * The entries to render: invisible ones dropped, and a group whose children are all hidden
 * dropped with them (an empty dropdown helps nobody). A group given with `children: []` is a
 * dropdown whose items load later; it stays.
 */
export function visibleEntries(entries: readonly MenuEntry[], input: VisibilityInput): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (!isEntryVisible(entry, input)) continue;
    if (entry.children?.length) {
      const children = visibleEntries(entry.children, input);
      if (children.length === 0 && !entry.route) continue;
      out.push({ ...entry, children });
    } else {
      out.push(entry);
    }
  }
  return out;
}
