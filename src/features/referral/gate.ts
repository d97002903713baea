import { defineFeature } from '../../platform/feature-gate';
import { currentSearch } from '../../platform/navigation';

/**
 * Referral tracking's code (rules, cookie writes, the verify call) loads only for a URL with a
 * `ref` parameter: a visitor without one downloads nothing for it. The record is written once, for
 * the page.
 */
export const REFERRAL = defineFeature({
  name: 'the referral tracking',
  watch: [],
  decide: 'once',
  when: () => (/[?&]ref=[^&]/.test(currentSearch()) ? 'yes' : 'no'),
  load: () => import('./tracking'),
  start: (m) => m.trackReferral(),
});
