import { Suspense, useState, type ReactNode } from 'react';
import { useSite } from '../../root/useSite';
import { mq } from '../../theme/tokens';
import { withMessages } from '../../i18n/catalogs';
import { classes } from '../../theme/sheet';
import { lazyView } from '../../ui/lazyView';

/** The promo card is a lazy chunk: it loads only when a visitor points at or tabs to Sign Up. */
const RewardsCard = lazyView(() => withMessages('account', import('./RewardsCard')));

const s = classes('rewards', {
  wrap: 'position: relative; display: inline-flex;',
  card: `
    position: absolute;
    top: 100%;
    inset-inline-end: 0;
    padding-top: 10px;
    z-index: 10;
    ${mq.small} {
      display: none;
    }
  `,
});

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
    <div className={s.wrap}
      onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setShown(false); }}
      onKeyDown={(e) => { if (e.key === 'Escape') setShown(false); }}>
      {children}
      {shown ? (
        <div className={s.card}>
          <Suspense fallback={null}><RewardsCard /></Suspense>
        </div>
      ) : null}
    </div>
  );
}
