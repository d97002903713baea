import { nativeTarget, parseAppContext } from './rules';
import { chromeRootAt } from '../../rules/analytics';
import { callNative } from '../../platform/native-bridge';
import { readCookie } from '../../platform/cookies';
import { currentOrigin, currentSearch } from '../../platform/location';
import { listenWindow } from '../../platform/events';
import { userAgent } from '../../platform/in-app';
import { $pageSetup } from '../../stores/page-setup';
import { closeMenu } from '../../ui/openMenu';

/**
 * Inside the exchange's app (a chunk only such pages load): a chrome link to a page the app has
 * (trade, futures, information, KYC where the build has it, login and sign-up; ./rules.ts)
 * opens that page through the app's bridge instead of the web page. Without a bridge, or when the
 * app's side fails (a warning through the one error path), the link is followed as on the web.
 * One capturing listener on the window, ahead of the chrome's own handlers; the host page's own
 * links are never touched.
 */
export function watchAppLinks(): () => void {
  const app = parseAppContext({ query: currentSearch(), deviceTypeCookie: readCookie('device_type'), userAgent: userAgent() });
  const onClick = (event: MouseEvent) => {
    const setup = $pageSetup.get();
    // A host page's own capturing handler may have taken the click already.
    if (!setup || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = event.composedPath();
    // The chrome's own root (after its shadow root): a page element with the attribute is not it.
    const root = chromeRootAt(path);
    const link = path.slice(0, Math.max(root, 0)).find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && Boolean(node.href));
    const target = link && nativeTarget(link.href, [currentOrigin(), ...setup.site.anti], app);
    if (!target || !callNative(target)) return;
    event.preventDefault();
    // The app logs in: the chrome's own Log In / Sign Up handler (the login micro-app's dialog)
    // must not open as well; the menu it was in closes here instead. Other links keep their
    // handlers (a menu closes, a notice closes).
    if (target.method === 'login') {
      event.stopPropagation();
      closeMenu();
    }
  };
  return listenWindow('click', onClick, { capture: true });
}
