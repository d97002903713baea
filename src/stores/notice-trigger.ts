import { loadChunk } from '../platform/chunk';
import { noticesMayShow } from '../rules/notice-trigger';
import { $compliance } from './compliance';
import { $pageSetup } from './page-setup';
import { $login } from './user';

let asked = false;

/**
 * Loads the KYC and regional notices (stores/kyc-notices.ts, lazy) once the compliance answer and
 * the login state say one of them may show (rules/notice-trigger.ts). Returns the unsubscribe.
 */
export function watchNotices(): () => void {
  const check = () => {
    const { loaded, value } = $compliance.get();
    const login = $login.get();
    const setup = $pageSetup.get();
    if (asked || !loaded || login.status === 'loading' || !setup) return;
    if (!noticesMayShow(value, setup.site.key, login.status === 'in' ? login.info.verified : null)) return;
    asked = true;
    loadChunk(() => import('./kyc-notices')).then((m) => m.runNotices()).catch((error: unknown) => {
      console.warn('[SiteChrome] could not load the KYC notices', error);
    });
  };
  const offCompliance = $compliance.subscribe(check);
  const offLogin = $login.subscribe(check);
  return () => {
    offCompliance();
    offLogin();
  };
}
