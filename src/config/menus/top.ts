import type { MenuEntry } from './types';

/**
 * The header's top-level menus as the first paint needs them: labels and the switches that hide a
 * whole menu. Their panels (header.ts, account.ts) load lazily; an entry with `children: []` here
 * is a dropdown whose items arrive with the panel chunk.
 */
export const TOP_MENUS: readonly MenuEntry[] = [
  { id: 'buy', label: 'nav.buy', hiddenOn: ['testnet'], children: [] },
  { id: 'markets', label: 'nav.markets', route: '/price', menuCode: 'market_info' },
  { id: 'trade', label: 'nav.trade', flag: 'trade', children: [] },
  { id: 'derivatives', label: 'nav.derivatives', flag: 'derivatives', menuCode: 'derivatives', limited: true, children: [] },
  { id: 'earn', label: 'nav.earn', flag: 'finance', hiddenOn: ['testnet'], children: [] },
  { id: 'community', label: 'nav.community', flag: 'moments', children: [] },
  { id: 'info', label: 'nav.info', children: [] },
  { id: 'more', label: 'nav.more', children: [] },
];

/** Logged-in users' asset and order menus, at the end of the bar. */
export const USER_MENUS: readonly MenuEntry[] = [
  { id: 'funds', label: 'nav.funds', loginOnly: true, children: [] },
  { id: 'orders', label: 'nav.orders', loginOnly: true, children: [] },
];
