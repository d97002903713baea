import { loadCalls } from '../api/lazy';
import { deleteCookie } from '../platform/cookies';
import { navigate } from '../platform/navigation';
import { localizePath } from '../config/languages';
import { $api, $pageSetup } from './page-setup';
import { closeMenu } from './ui';
import { $loggingOut } from './user';

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
  // An open personal-centre drawer sits in the top layer and would hide the status.
  closeMenu();
  const home = (path: string) => localizePath(path, context.lang, context.site.defaultLang);
  const calls = await loadCalls();
  if (scope === 'all') {
    await calls.logoutAll(ctx);
    await calls.refreshSessionAfterLogout(ctx);
    navigate(home('/'), context.site.anti);
  } else {
    await calls.logoutThisDevice(ctx);
    await Promise.all([deleteCookie('pver'), deleteCookie('sign')]);
    navigate(home('/login'), context.site.anti);
  }
}
