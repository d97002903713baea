import { localizePath } from '../config/languages';
import { navigate } from '../platform/navigation';
import { authorizeLoginUrl, signupRoute } from '../rules/signup';
import { SITES } from '../config/sites';
import { $signupQuery } from '../stores/signup';
import { afterPaint } from '../stores/painted';
import { openDialog } from '../stores/dialogs';
import { $pageSetup, type PageSetup } from '../stores/page-setup';
import { describeValue } from './errors';
import { SiteChromeError } from '../platform/errors';
import { callNative } from '../platform/native-bridge';

export type DialogName = 'settings' | 'deposit' | 'fund-password' | 'fund-password-frequency' | 'login' | 'signup';
export const DIALOGS: readonly DialogName[] = ['settings', 'deposit', 'fund-password', 'fund-password-frequency', 'login', 'signup'];
/** Contract dialogs this version does not build yet: `open()` rejects with NOT_AVAILABLE. */
const NOT_BUILT: readonly DialogName[] = [];

/**
 * What `open(name)` resolves with: the fund-password prompt gives the password the user confirmed
 * (null when closed without it); every other dialog resolves once it is asked for.
 */
export type OpenResult<N extends DialogName> = N extends 'fund-password' ? string | null : void;

/**
 * The fund-password dialogs are for logged-in users only: once the login state is known, a visitor
 * gets LOGIN_REQUIRED. Their code (the dialogs' store) loads on this first use.
 */
async function openFundDialog(name: 'fund-password' | 'fund-password-frequency'): Promise<string | null | void> {
  const fund = await import('../features/fund-password/fund-password');
  if ((await fund.settledLogin()).status !== 'in') {
    throw new SiteChromeError('LOGIN_REQUIRED', `the "${name}" dialog needs a logged-in user; this visitor is not logged in`);
  }
  if (name === 'fund-password') return fund.askFundPassword();
  openDialog(name, undefined);
}

/**
 * `chrome.open(name)` (CONTRACT §3), a lazy chunk: a page that never calls it does not download
 * it. The dialog store shows the dialog in its turn, with or without the overlay root; `login`
 * and `signup` open the login micro-app's dialog, or without `microApps.login` navigate to
 * `/login`, or to `/signup` with the stored referral query as the header's Sign Up does; the
 * testnet's `login` goes to its authorize-login URL (rules/signup.ts) as its Log In does. Throws
 * UNKNOWN_DIALOG for a name not in the contract, NOT_AVAILABLE for one this version does not build;
 * the fund-password dialogs reject LOGIN_REQUIRED for a visitor.
 */
export function openChromeDialog(dialog: unknown, fallback: PageSetup): void | Promise<string | null | void> {
  if (!DIALOGS.includes(dialog as DialogName)) {
    throw new SiteChromeError('UNKNOWN_DIALOG', `open() has the unknown dialog ${describeValue(dialog)}: use one of ${DIALOGS.join(', ')}`);
  }
  if (NOT_BUILT.includes(dialog as DialogName)) throw new SiteChromeError('NOT_AVAILABLE', `the "${String(dialog)}" dialog is not available in this version`);
  if (dialog === 'fund-password' || dialog === 'fund-password-frequency') return openFundDialog(dialog);
  const c = $pageSetup.get() ?? fallback;
  if (dialog === 'login' || dialog === 'signup') {
    // Inside the exchange's app, the app logs in (as the header's Log In there: features/app-links).
    if (c.inApp && callNative({ method: 'login', mode: dialog })) return;
    // The testnet logs in on the main site's authorize-login page, as its header's Log In does.
    const authorize = dialog === 'login' ? authorizeLoginUrl(c.site.key, c.lang) : null;
    if (authorize) afterPaint(() => navigate(authorize, SITES.main.anti));
    // The login micro-app when the page has one (issue 12), else the site's own page.
    else if (c.microApps.login) openDialog('login', { mode: dialog });
    // `/signup` carries the query the header's Sign Up does (stores/signup.ts), known once the
    // chrome has painted (the store reads storage then); an `open()` may come sooner.
    else afterPaint(() => navigate(localizePath(dialog === 'signup' ? signupRoute($signupQuery.get()) : '/login', c.lang, c.site.defaultLang), c.site.anti));
  } else openDialog(dialog as 'settings' | 'deposit', undefined);
}
