import { defineFeature } from '../../platform/feature-gate';
import { $compliance } from '../../stores/compliance';
import { $pageSetup } from '../../stores/page-setup';

/**
 * The Turkey chooser's code loads only for a Turkey-limited visitor (compliance `limit.is_tr`) on
 * the main site; its own chunk then reads the stored keepalive and asks the dialog queue.
 */
export const TURKEY_CHOOSER = defineFeature({
  name: 'the Turkey chooser',
  watch: [$compliance],
  when: () => {
    const { loaded, value } = $compliance.get();
    if (!loaded) return 'wait';
    return value.limit.isTr && $pageSetup.get()?.site.key === 'main' ? 'yes' : 'no';
  },
  load: () => import('./actions'),
  slots: ['dialog'],
  start: (m) => m.offerTurkeyChooser(),
});
