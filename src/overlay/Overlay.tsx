import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { DialogSlot } from '../dialogs/DialogSlot';
import { lazyView } from '../ui/lazyView';
import { $bars } from '../stores/bars';
import { $chatRoom } from '../stores/chat-room';
import { $appBar } from '../stores/app-bar';
import { withMessages } from '../i18n/catalogs';

// The bar host loads when a feature first asks for a bar; the chat room when it first opens; the
// phones' app bar when it shows.
const BarHost = lazyView(() => import('../bars/BarHost'));
const ChatRoom = lazyView(() => withMessages('microapps', import('./ChatRoom')));
const AppBar = lazyView(() => withMessages('popups', import('../popups/AppBar')));

/**
 * Everything that floats above the page: the page bars (stores/bars.ts), the chat room
 * (stores/chat-room.ts), the phones' app bar at the bottom (stores/app-bar.ts) and the dialogs and
 * the "Logging out" status, in this root's dialog slot, the host's place of choice.
 */
export function Overlay() {
  const bars = useStore($bars);
  const chat = useStore($chatRoom);
  const appBar = useStore($appBar);
  return (
    <>
      {bars.length > 0 && <Suspense fallback={null}><BarHost /></Suspense>}
      {chat && <Suspense fallback={null}><ChatRoom /></Suspense>}
      {appBar === true && <Suspense fallback={null}><AppBar /></Suspense>}
      <DialogSlot root="overlay" />
    </>
  );
}
