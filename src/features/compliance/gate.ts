import { $compliance } from '../../stores/compliance';
import { $pageSetup } from '../../stores/page-setup';
import { defineFeature } from '../../platform/feature-gate';
import { complianceReach, mayShowComplianceScreens } from './trigger-rules';
import { holdDialogs, releaseDialogs } from '../../stores/dialog-hold';
import { withMessages } from '../../i18n/catalogs';

/**
 * When the compliance answer arrives (the page runs this gate once: one answer, one decision): if it may ask for a compliance screen (the
 * redirect, the IP-limit bar, the restricted-location, state-limit, UK or toast dialogs, the
 * business banner), their code loads and decides (compliance-run.ts); a plain visitor's answer
 * loads nothing. Until it has decided, the dialog queue keeps every rule dialog waiting (the
 * restricted-location modal comes first of all); a page that leaves for the tips page keeps them
 * waiting with no time-out.
 */
export const COMPLIANCE_SCREENS = defineFeature({
  name: 'the compliance screens',
  watch: [$compliance],
  decide: 'once',
  when: () => {
    const { loaded, value } = $compliance.get();
    const setup = $pageSetup.get();
    if (!loaded || !setup) return 'wait';
    return mayShowComplianceScreens(value, setup.site.key, setup.lang) ? 'yes' : 'no';
  },
  // Until the answer has come and been read: the restricted-location modal comes first of all.
  prepare: () => holdDialogs('compliance', 'restricted-location'),
  load: () => import('./compliance-run'),
  // What this answer may show: its bars' views and the dialog host load beside the screens' code.
  slots: () => {
    const setup = $pageSetup.get();
    if (!setup) return [];
    const reach = complianceReach($compliance.get().value, setup.site.key, setup.lang);
    return [
      ...(reach.banner ? [{ bar: 'business-banner' }] : []),
      ...(reach.ipTips ? [{ bar: 'ip-limit-tips' }] : []),
      ...(reach.dialogs ? ['dialog' as const] : []),
    ];
  },
  // The toast, when the answer carries one: its chunk comes in the same wave, not once the
  // screens' code has run and the queue shows it (issue 22).
  preload: () => {
    const setup = $pageSetup.get();
    return setup && complianceReach($compliance.get().value, setup.site.key, setup.lang).toast
      ? [withMessages('compliance', import('./ComplianceToast'))] : [];
  },
  start: (run) => {
    const setup = $pageSetup.get();
    if (setup && run.runComplianceScreens($compliance.get().value, setup)) holdDialogs('compliance', 'restricted-location', true);
    else releaseDialogs('compliance');
  },
  onDecision: (step) => {
    // The answer is here: the time-out counts again for the chunk (it asks, then releases).
    if (step === 'yes') holdDialogs('compliance', 'restricted-location');
    else if (step !== 'started') releaseDialogs('compliance');
  },
});
