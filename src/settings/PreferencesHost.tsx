import { Suspense, useEffect, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $preferencesDialog } from '../stores/preferences-dialog';
import { withMessages } from '../i18n/catalogs';
import { lazyView } from '../ui/lazyView';

// The modals are not needed for the first paint: their chunk loads on the first open.
const PreferencesDialogs = lazyView(() => withMessages('settings', import('./PreferencesDialogs')));

interface Host { rank: number }
const $hosts = atom<readonly Host[]>([]);

/**
 * Where the preference modals render. Both the overlay root and the header root offer a place, so
 * `open('settings')` works on a page without a header and on one without overlays; the
 * highest-ranked mounted host renders, so there is only ever one modal.
 */
export function PreferencesHost({ rank }: { rank: number }) {
  const [me] = useState<Host>(() => ({ rank }));
  const hosts = useStore($hosts);
  const dialog = useStore($preferencesDialog);
  useEffect(() => {
    $hosts.set([...$hosts.get(), me]);
    return () => $hosts.set($hosts.get().filter((h) => h !== me));
  }, [me]);
  const chosen = hosts.reduce<Host | null>((best, h) => (!best || h.rank > best.rank ? h : best), null);
  return dialog && chosen === me ? <Suspense fallback={null}><PreferencesDialogs /></Suspense> : null;
}
