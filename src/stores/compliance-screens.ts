import { $compliance } from './compliance';
import { $pageSetup } from './page-setup';
import { settle } from './fetched';
import { loadChunk } from '../platform/chunk';
import { mayShowComplianceScreens } from '../rules/compliance-trigger';
import { holdDialogs, releaseDialogs } from './dialog-hold';

let watching = false;

/**
 * Once per page, when the compliance answer arrives: if it may ask for a compliance screen (the
 * redirect, the IP-limit bar, the restricted-location, state-limit, UK or toast dialogs, the
 * business banner), their code loads and decides (compliance-run.ts); a plain visitor's answer
 * loads nothing. Started by the page services, after the first paint. Until it has decided, the
 * dialog queue keeps every rule dialog waiting (the restricted-location modal comes first of all).
 */
export function watchComplianceScreens(): void {
  if (watching) return;
  watching = true;
  let done = false;
  holdDialogs('compliance', 'restricted-location');
  $compliance.subscribe(({ loaded, value }) => {
    const setup = $pageSetup.get();
    if (done || !loaded || !setup) return;
    done = true;
    if (!mayShowComplianceScreens(value, setup.site.key, setup.lang)) return releaseDialogs('compliance');
    // The answer is here: the time-out counts again for the chunk (it asks, then releases).
    holdDialogs('compliance', 'restricted-location');
    settle(() => loadChunk(() => import('./compliance-run')), null, (run) => {
      // Leaving for the tips page: every rule dialog waits, with no time-out; else the hold ends.
      if (run?.runComplianceScreens(value, setup)) holdDialogs('compliance', 'restricted-location', true);
      else releaseDialogs('compliance');
    });
  });
}
