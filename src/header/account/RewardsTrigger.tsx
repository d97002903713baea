import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSite } from '../../ui/useChrome';
import { mq } from '../../theme/tokens';
import { withMessages } from '../../i18n/catalogs';

/** The promo card is a lazy chunk: it loads only when a visitor points at or tabs to Sign Up. */
const RewardsCard = lazy(() => withMessages('account', import('./RewardsCard')));

/**
 * Wraps `Sign Up` with the rewards-hub promo card (site-chrome.md §1), shown while the pointer or
 * focus is on the button or the card, hidden by the `rewardsHubCard` site flag and on phones.
 * Escape hides it.
 */
export function RewardsTrigger({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const [shown, setShown] = useState(false);
  if (site.hidden.has('rewardsHubCard')) return <>{children}</>;
  return (
    <div css={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setShown(false); }}
      onKeyDown={(e) => { if (e.key === 'Escape') setShown(false); }}>
      {children}
      {shown ? (
        <div css={{ position: 'absolute', top: '100%', insetInlineEnd: 0, paddingTop: 10, zIndex: 10, [mq.small]: { display: 'none' } }}>
          <Suspense fallback={null}><RewardsCard /></Suspense>
        </div>
      ) : null}
    </div>
  );
}
