import { defineFeature } from '../../platform/feature-gate';
import { noticesMayShow } from './trigger-rules';
import { $compliance } from '../../stores/compliance';
import { $pageSetup } from '../../stores/page-setup';
import { $login } from '../../stores/user';
import { holdDialogs, releaseDialogs } from '../../stores/dialog-hold';

let asked = false;

/**
 * The KYC and regional notices' gate: their code (features/notices/kyc-notices.ts) loads once the compliance
 * answer and the login state say one of them may show (features/notices/trigger-rules.ts), once per page; a
 * plain visitor's page loads nothing more. Until it has decided, the dialog queue keeps the rule
 * dialogs after the regional notices waiting (the compliance toast must not land before a notice
 * whose chunk is slower): the hold ends on `no`, once the notices were asked for, or on a failure.
 */
export const NOTICES = defineFeature({
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
  prepare: () => {
    if (!asked) holdDialogs('notices', 'netherlands-notice');
  },
  load: () => import('./kyc-notices'),
  slots: ['dialog'],
  start: (m) => {
    asked = true;
    return m.runNotices();
  },
  onDecision: (step) => {
    // Decided to look: the time-out counts again for the chunk and its calls.
    if (step === 'yes') holdDialogs('notices', 'netherlands-notice');
    else releaseDialogs('notices');
  },
});
