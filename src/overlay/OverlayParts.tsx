import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { lazyPart } from '../ui/lazyView';
import { preloadPart } from '../ui/preloadPart';
import { withMessages } from '../i18n/catalogs';
import { $bars } from '../stores/bars';
import { $chatRoom } from '../features/chat-room/chat-room';
import { $appBar } from '../features/promotions/app-bar';

// Each part loads when it first shows; each is its own island.
const loadBarHost = () => import('../bars/BarHost');
const { Part: BarHost, preload: preloadBarHost } = preloadPart(loadBarHost);
const ChatRoom = lazyPart(() => withMessages('microapps', import('../features/chat-room/ChatRoom')));
const AppBar = lazyPart(() => withMessages('popups', import('../features/promotions/AppBar')));

/** Loads the bar stack and one bar's view ahead of the bar, so neither suspends when it shows. */
export async function preloadBar(id: string): Promise<void> {
  preloadBarHost();
  (await loadBarHost()).preloadBarView(id);
}

/**
 * What the overlay root shows beside the dialogs, loaded (with Emotion) when the first of them is
 * asked for: the page bars (stores/bars.ts), the chat room (features/chat-room/chat-room.ts) and the phones'
 * app bar at the bottom (features/promotions/app-bar.ts).
 */
export default function OverlayParts() {
  const bars = useStore($bars);
  const chat = useStore($chatRoom);
  const appBar = useStore($appBar);
  return (
    <>
      {bars.length > 0 && <Suspense fallback={null}><BarHost /></Suspense>}
      {chat && <Suspense fallback={null}><ChatRoom /></Suspense>}
      {appBar === true && <Suspense fallback={null}><AppBar /></Suspense>}
    </>
  );
}
