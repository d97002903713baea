import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $loggingOut } from '../stores/user';
import { lazyView } from '../ui/lazyView';
import { $dialogs, $hostRoots, hostRoot, type HostRoot } from '../stores/dialogs';

// The host and every dialog load when the first one is asked for.
const DialogHost = lazyView(() => import('./DialogHost'));

/** The dialog slot's wave (mount/page-services.ts): the host renders at once when a dialog is asked for. */
export const preloadDialogHost = DialogHost.preload;

/**
 * Each root (overlay, header, footer) offers a place for the dialog host; only the chosen root
 * renders it (stores/dialogs.ts, `hostRoot`), so `open(name)` behaves the same whichever roots
 * are mounted, and when that root unmounts the host moves to one that remains.
 */
export function DialogSlot({ root }: { root: HostRoot['kind'] }) {
  const [me] = useState<HostRoot>(() => ({ kind: root }));
  const roots = useStore($hostRoots);
  const { showing, waiting } = useStore($dialogs);
  const loggingOut = useStore($loggingOut);
  useEffect(() => {
    $hostRoots.set([...$hostRoots.get(), me]);
    return () => $hostRoots.set($hostRoots.get().filter((r) => r !== me));
  }, [me]);
  const busy = showing || waiting.length > 0 || loggingOut;
  return busy && hostRoot(roots) === me ? <Suspense fallback={null}><DialogHost /></Suspense> : null;
}
