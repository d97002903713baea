import { defineFeature } from '../../platform/feature-gate';
import { $pageSetup } from '../../stores/page-setup';

/**
 * Inside the exchange's app (platform/in-app.ts, read at mount), the chrome's links to the app's
 * own pages go through its bridge: the rules and the listener load only there, a web visitor
 * downloads nothing for them.
 */
export const APP_LINKS = defineFeature({
  name: 'the app links',
  watch: [$pageSetup],
  when: () => {
    const setup = $pageSetup.get();
    return !setup ? 'wait' : setup.inApp ? 'yes' : 'no';
  },
  load: () => import('./app-links'),
  start: (m) => m.watchAppLinks(),
});
