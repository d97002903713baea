/** @jsxImportSource @emotion/react */
import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { css } from '@emotion/react';
import { $bars, hideBar } from '../stores/bars';
import type { BarId } from '../rules/bar-order';
import { lazyPart } from '../ui/lazyView';
import { withMessages } from '../i18n/catalogs';

const KycTipBar = lazyPart(() => withMessages('kyc', import('../notices/KycTipBar')));
const IpLimitBar = lazyPart(() => withMessages('compliance', import('./IpLimitBar')));
const BusinessBanner = lazyPart(() => withMessages('compliance', import('./BusinessBanner')));

const stack = css({ position: 'fixed', insetInline: 0, top: 0, zIndex: 2147483000, display: 'flex', flexDirection: 'column' });

/** Each bar's view; a bar without one in this version is not shown. */
function View({ id, onClose }: { id: BarId; onClose: () => void }) {
  switch (id) {
    case 'kyc-tips': return <Suspense fallback={null}><KycTipBar onClose={onClose} /></Suspense>;
    case 'ip-limit-tips': return <IpLimitBar onClose={onClose} />;
    case 'business-banner': return <BusinessBanner onClose={onClose} />;
    default: return null;
  }
}

/**
 * The page bars (stores/bars.ts), in their order, in the overlay root. Each bar is its own lazy
 * island, so one that fails to load leaves the others.
 */
export default function BarHost() {
  const bars = useStore($bars);
  return (
    <div css={stack}>
      {bars.map((id) => <View key={id} id={id} onClose={() => hideBar(id)} />)}
    </div>
  );
}
