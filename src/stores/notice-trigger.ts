import { runFeature, type FeatureDefinition } from '../platform/feature-gate';
import { noticesMayShow } from '../rules/notice-trigger';
import { $compliance } from './compliance';
import { $pageSetup } from './page-setup';
import { $login } from './user';
import { holdDialogs, releaseDialogs } from './dialog-hold';

let asked = false;

/**
 * The KYC and regional notices' gate: their code (stores/kyc-notices.ts) loads once the compliance
 * answer and the login state say one of them may show (rules/notice-trigger.ts), once per page; a
 * plain visitor's page loads nothing more. Until it has decided, the dialog queue keeps the rule
 * dialogs after the regional notices waiting (the compliance toast must not land before a notice
 * whose chunk is slower): the hold ends on `no`, once the notices were asked for, or on a failure.
 */
export const NOTICES: FeatureDefinition<typeof import('./kyc-notices')> = {
  name: 'the KYC notices',
  watch: [$compliance, $login],
  when: () => {
    const { loaded, value } = $compliance.get();
    const login = $login.get();
    const setup = $pageSetup.get();
    if (asked) return 'no';
    if (!loaded || login.status === 'loading' || !setup) return 'wait';
    return noticesMayShow(value, setup.site.key, login.status === 'in' ? login.info.verified : null) ? 'yes' : 'no';
  },
  load: () => import('./kyc-notices'),
  start: (m) => {
    asked = true;
    return m.runNotices();
  },
  onDecision: (step) => {
    // Decided to look: the time-out counts again for the chunk and its calls.
    if (step === 'yes') holdDialogs('notices', 'netherlands-notice');
    else releaseDialogs('notices');
  },
};

/** Starts the notices' gate (the overlay root's instance does); returns the stop. */
export function watchNotices(): () => void {
  if (!asked) holdDialogs('notices', 'netherlands-notice');
  return runFeature(NOTICES);
}
