import type { HongKongNoticeProps, KycNoticeProps, RegionalNoticeProps, RegionalToastProps } from './notice-props';

/** The language and region dialog's tabs (features/preferences/LanguageRegionDialog.tsx): which one it opens on. */
export type LanguageTab = 'language' | 'rate';
import type { SwitchTarget } from './promotions';

/**
 * The dialog queue's order (issues 10 and 13): when several dialogs want the screen, the one placed
 * first here shows first and the others wait for it to close. Compliance first (the visitor may
 * not be allowed to use the site as it is), then the regulators' regional notices, then KYC, then
 * the rest; promotions last (compliance-and-dialogs.md §2, §4). The compliance redirect comes
 * before all of them (no dialog shows while the page leaves, rules/dialog-hold.ts). Dialogs a
 * visitor opens (or the host page through `open()`) sit between the rules' and the promotions.
 */
export const DIALOG_ORDER = [
  // Compliance: restricted location, state limit, the UK notice.
  'restricted-location', 'state-limit', 'uk-notice',
  // Regional notices, then the Brazil, LTW and Uzbekistan toasts (site-chrome.md §3), one for all that apply.
  'netherlands-notice', 'uzbekistan-notice', 'hongkong-notice', 'regional-toast',
  // KYC, then the compliance toast (server-configured, main site only).
  'kyc-notice', 'compliance-toast',
  // The Turkey site chooser.
  'turkey-chooser',
  // The global and EU sites offering each other when the visitor's region disagrees.
  'switch-site',
  // Opened by the visitor or `open()`.
  'turkey-confirm', 'settings', 'language', 'deposit', 'fund-password', 'fund-password-frequency', 'upcoming',
  'login', 'search', 'transfer',
  // Promotions.
  'gift-popup', 'app-download',
] as const;

export type DialogId = (typeof DIALOG_ORDER)[number];

/**
 * Dialogs the visitor asked for. They show at once when the screen is free; the others (asked for
 * by a rule on page load) wait `GATHER_MS` so that those asking together are ordered.
 */
export const USER_DIALOGS: ReadonlySet<DialogId> = new Set<DialogId>([
  'turkey-confirm', 'settings', 'language', 'deposit', 'fund-password', 'fund-password-frequency', 'upcoming',
  'login', 'search', 'transfer',
]);

/** What each dialog is opened with. */
export interface DialogPropsMap {
  language: { tab: LanguageTab };
  /** The login micro-app (`microApps.login`), on its login or its sign-up form. */
  login: { mode: 'login' | 'signup' };
  /**
   * The search micro-app (`microApps.search`); `page` is where its box leads without it, offered
   * when it fails; `keyword` what the visitor typed in the box (`''` for none), the app's prop.
   */
  search: { page: string; keyword: string };
  'kyc-notice': KycNoticeProps;
  'netherlands-notice': RegionalNoticeProps;
  'uzbekistan-notice': RegionalNoticeProps;
  'hongkong-notice': HongKongNoticeProps;
  'regional-toast': RegionalToastProps;
  'switch-site': { target: SwitchTarget };
}
export type DialogProps<N extends DialogId> = N extends keyof DialogPropsMap ? DialogPropsMap[N] : undefined;
