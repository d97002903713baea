import { loadChunk } from '../platform/chunk';
import { noticesMayShow } from '../rules/notice-trigger';
import { $compliance } from './compliance';
import { $pageSetup } from './page-setup';
import { $login } from './user';
import { holdDialogs, releaseDialogs } from './dialog-hold';

let asked = false;

/**
 * Loads the KYC and regional notices (stores/kyc-notices.ts, lazy) once the compliance answer and
 * the login state say one of them may show (rules/notice-trigger.ts). A plain visitor's page loads nothing more. Until it has decided,
 * the dialog queue keeps the rule dialogs after the regional notices waiting (the compliance toast
 * must not land before a notice whose chunk is slower). Returns the unsubscribe.
 */
export function watchNotices(): () => void {
  if (!asked) holdDialogs('notices', 'netherlands-notice');
  const check = () => {
    const { loaded, value } = $compliance.get();
    const login = $login.get();
    const setup = $pageSetup.get();
    if (asked || !loaded || login.status === 'loading' || !setup) return;
    if (!noticesMayShow(value, setup.site.key, login.status === 'in' ? login.info.verified : null)) return releaseDialogs('notices');
    asked = true;
    // Decided to look: the time-out counts again for the chunk and its calls, until the notices are asked for.
    holdDialogs('notices', 'netherlands-notice');
    loadChunk(() => import('./kyc-notices')).then((m) => m.runNotices()).catch((error: unknown) => {
      console.warn('[SiteChrome] could not load the KYC notices', error);
    }).finally(() => releaseDialogs('notices'));
  };
  const offCompliance = $compliance.subscribe(check);
  const offLogin = $login.subscribe(check);
  return () => {
    offCompliance();
    offLogin();
  };
}
