import { Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { DialogSlot } from '../dialogs/DialogSlot';
import { lazyView } from '../ui/lazyView';
import { $bars } from '../stores/bars';
import { watchNotices } from '../stores/notice-trigger';

// The bar host loads when a feature first asks for a bar.
const BarHost = lazyView(() => import('../bars/BarHost'));

/**
 * Everything that floats above the page: the page bars (stores/bars.ts) and the dialogs and the
 * "Logging out" status, in this root's dialog slot, the host's place of choice.
 */
export function Overlay() {
  const bars = useStore($bars);
  // Rule-driven notices belong to the overlays (`overlays: false` shows none).
  useEffect(watchNotices, []);
  return (
    <>
      {bars.length > 0 && <Suspense fallback={null}><BarHost /></Suspense>}
      <DialogSlot root="overlay" />
    </>
  );
}
