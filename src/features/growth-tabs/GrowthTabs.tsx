/** @jsxImportSource @emotion/react */
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useStore } from '@nanostores/react';
import type { MessageKey } from '../../i18n/catalogs';
import { currentPath } from '../../platform/location';
import { listenWindow } from '../../platform/events';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { $login } from '../../stores/user';
import { $compliance } from '../../stores/compliance';
import { ScrollArrows } from '../../ui/ScrollArrows';
import { $agencyKind, $referralInfo } from './info';
import type { GrowthTabsProps } from './props';
import { activeTab, channelFor, TABS, visibleTabs, withChannel, type TabName } from './rules';
import { bar, list, tab } from './styles';

const LABELS: Readonly<Record<TabName, MessageKey>> = {
  'rewards-hub': 'growth.tab.rewardsHub',
  competition: 'growth.tab.competition',
  referral: 'growth.tab.referral',
  affiliate: 'growth.tab.affiliate',
  broker: 'growth.tab.broker',
};

/** The page's path, read again on history moves (a single-page app's Back and Forward). */
const subscribePath = (onChange: () => void) => listenWindow('popstate', onChange);

/**
 * The growth tab bar (compliance-and-dialogs.md §2, §4, §6): links to the rewards hub, the
 * competition centre and the referral programme, plus the affiliate or broker dashboard for a
 * logged-in user whose agency type has one (rules.ts). The tab of the current page is marked
 * `aria-current="page"`; the others' links carry the `ch` of the move (CH_BY_TAB_PAIR). The bar
 * is `aria-busy` while the tabs may still change (the login, then the user's referral info).
 */
export function GrowthTabs({ tabs: order, current }: GrowthTabsProps) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const login = useStore($login);
  const info = useStore($referralInfo);
  const agency = useStore($agencyKind);
  const hiddenCodes = useStore($compliance).value.menu;
  const listRef = useRef<HTMLUListElement>(null);
  const tabs = useMemo(() => visibleTabs(order, site, agency, hiddenCodes), [order, site, agency, hiddenCodes]);
  const path = useSyncExternalStore(subscribePath, currentPath);
  const active = activeTab(tabs, current ?? path);
  const busy = login.status === 'loading' || (login.status === 'in' && !info.loaded);

  // The current tab in view when the bar is too narrow (a phone), by scrolling the list alone.
  useLayoutEffect(() => {
    const el = listRef.current;
    const link = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !link) return;
    const box = el.getBoundingClientRect();
    const own = link.getBoundingClientRect();
    const by = own.left < box.left ? own.left - box.left : own.right > box.right ? own.right - box.right : 0;
    if (by !== 0) el.scrollBy({ left: by });
  }, [active, tabs]);

  if (tabs.length === 0) return null;
  return (
    <nav css={bar} aria-label={t('growth.label')} aria-busy={busy || undefined}>
      <ul ref={listRef} css={list} data-track="growth_tabs">
        {tabs.map((name) => (
          <li key={name}>
            <a css={tab} href={withChannel(href(TABS[name].route), channelFor(active, name))}
              aria-current={name === active ? 'page' : undefined} data-track-target={name}>
              {t(LABELS[name])}
            </a>
          </li>
        ))}
      </ul>
      <ScrollArrows list={listRef} items={tabs.length} />
    </nav>
  );
}
