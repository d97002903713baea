import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { DialogSlot } from '../dialogs/DialogSlot';
import { lazyView } from '../ui/lazyView';
import { $bars } from '../stores/bars';

// The bar host loads when a feature first asks for a bar.
const BarHost = lazyView(() => import('../bars/BarHost'));

/**
 * Everything that floats above the page: the page bars (stores/bars.ts) and the dialogs and the
 * "Logging out" status, in this root's dialog slot, the host's place of choice.
 */
export function Overlay() {
  const bars = useStore($bars);
  return (
    <>
      {bars.length > 0 && <Suspense fallback={null}><BarHost /></Suspense>}
      <DialogSlot root="overlay" />
    </>
  );
}
