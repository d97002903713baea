import { useLayoutEffect, useMemo, useRef } from 'react';
import { useT } from '../root/useT';
import { useHref, useSite } from '../root/useSite';
import { useMicroAppBase } from '../root/useMicroAppBase';
import { MicroAppDialog } from '../ui/MicroAppDialog';
import { deviceFingerprint } from '../platform/fingerprint';

/** The transfer page the dialog offers when the micro-app cannot be loaded (and the Funds entry's link). */
export const TRANSFER_ROUTE = '/myaccount/transfer';

/**
 * The funds-transfer micro-app (compliance §7, `microApps.transfer`) in a dialog of the queue,
 * opened from Funds › Transfer: the shared loader and frame (ui/MicroAppDialog), its base props
 * and `onClose`. A failed load or mount is logged and reported (`MICRO_APP_FAILED`); the dialog
 * then offers the transfer page and `Retry`.
 */
export default function TransferDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { setup } = useSite();
  const base = useMicroAppBase();
  const href = useHref();
  // The app keeps the callbacks it was mounted with: they call the latest `onClose`.
  const close = useRef(onClose);
  useLayoutEffect(() => { close.current = onClose; });
  const fingerprintUrl = setup?.fingerprint;
  // The device fingerprint for the app's risk checks, on demand (compliance §7).
  const props = useMemo(() => ({ ...base, onClose: () => close.current(), getFingerprint: () => deviceFingerprint(fingerprintUrl) }), [base, fingerprintUrl]);
  return (
    <MicroAppDialog name="transfer" url={setup?.microApps.transfer} title={t('microapps.transfer')} props={props}
      page={{ href: href(TRANSFER_ROUTE), label: t('microapps.transferPage') }} onClose={onClose} width={480} />
  );
}
