import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { DialogSlot } from '../dialogs/DialogSlot';
import { lazyView } from '../ui/lazyView';
import { $barSlot, $bars } from '../stores/bars';
import { $chatRoom } from '../features/chat-room/chat-room';
import { $appBar } from '../features/promotions/app-bar';
import { $floatingMenu } from '../features/floating-menu/store';
import { withMessages } from '../i18n/catalogs';

// The page bars, the chat room and the app bar load together when the first of them shows.
const OverlayParts = lazyView(() => import('./OverlayParts'));
// The floating footer menu: its gate has loaded it (and the footer's messages) before it is set.
const FloatingMenu = lazyView(() => withMessages('footer', import('../features/floating-menu/FloatingMenu')));

/**
 * Everything that floats above the page: the page bars, the chat room and the phones' app bar
 * (OverlayParts, lazy), the floating footer menu (lazy, on its own: a desktop visitor who gets it
 * does not load the bars' shell) and the dialogs and the "Logging out" status, in this root's
 * dialog slot, the host's place of choice.
 */
export function Overlay() {
  const bars = useStore($bars);
  const barSlot = useStore($barSlot);
  const chat = useStore($chatRoom);
  const appBar = useStore($appBar);
  const floating = useStore($floatingMenu);
  const wanted = bars.length > 0 || barSlot || chat !== null || appBar === true;
  return (
    <>
      {wanted && <Suspense fallback={null}><OverlayParts /></Suspense>}
      {floating && <Suspense fallback={null}><FloatingMenu /></Suspense>}
      <DialogSlot root="overlay" />
    </>
  );
}
