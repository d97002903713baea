import { loadSignedInCalls } from '../api/lazy';
import { deleteCookie } from '../platform/cookies';
import { navigate } from '../platform/navigation';
import { localizePath } from '../config/languages';
import { $api, $pageSetup } from './page-setup';
import { listenWindow } from '../platform/events';
import { $loggingOut } from './user';
import { report } from '../platform/report';

/**
 * How long the "Logging out" status waits for the page to go after the navigation was asked.
 * Longer than a slow server's answer to the destination; if the page is still here by then, the
 * navigation did not happen (a host `beforeunload` handler kept the page, the destination was this
 * very page) and the status goes (issue 11: it used to stay for good).
 */
export const LEAVE_TIMEOUT_MS = 5000;

/** Clears the status when the navigation asked for did not take the page away. */
function clearIfStillHere(navigating: boolean): void {
  if (!navigating) {
    $loggingOut.set(false);
    return;
  }
  const clear = () => {
    clearTimeout(timer);
    stopListening();
    $loggingOut.set(false);
  };
  // Back from the back-forward cache: the page was left, and is shown again as it was.
  const stopListening = listenWindow('pageshow', (event) => { if (event.persisted) clear(); });
  const timer = setTimeout(clear, LEAVE_TIMEOUT_MS);
}

/**
 * Logout of site-chrome.md §4. All devices: logoutAll, then the session refresh, then the
 * language home. This device: logout, delete `pver` and `sign`, then the login page.
 * Failures are only logged (by the calls); the user is sent on either way.
 */
export async function logout(scope: 'all' | 'this'): Promise<void> {
  const ctx = $api.get();
  const context = $pageSetup.get();
  if (!ctx || !context || $loggingOut.get()) return;
  $loggingOut.set(true);
  const home = (path: string) => localizePath(path, context.lang, context.site.defaultLang);
  // The signed-in calls' chunk may fail or stall (its own time-out): the user is sent on all the
  // same rather than left behind the "Logging out" screen, and this device is logged out at least
  // (its cookies deleted) even when "all devices" could not be asked.
  const calls = await loadSignedInCalls().catch((error: unknown) => {
    report(error, { area: 'chunk', what: 'could not load the logout calls' });
    return null;
  });
  if (scope === 'all') {
    if (calls) {
      await calls.logoutAll(ctx);
      await calls.refreshSessionAfterLogout(ctx);
    } else await Promise.all([deleteCookie('pver'), deleteCookie('sign')]);
    clearIfStillHere(navigate(home('/'), context.site.anti));
  } else {
    await calls?.logoutThisDevice(ctx);
    await Promise.all([deleteCookie('pver'), deleteCookie('sign')]);
    clearIfStillHere(navigate(home('/login'), context.site.anti));
  }
}
