import type { PayWithOption } from '../api/calls/site';
import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';

/** The documented fallback of buy_crypto_fiat_setting: USD with all three methods. */
const PAY_WITH_FALLBACK: readonly PayWithOption[] = [{ fiat: 'USD', bankTransfer: true, creditCard: true, p2p: true }];

/** Fiats and payment methods of the Buy Crypto Pay-with panel; fetched when the panel first shows. */
export const $payWith = fetchedStore<readonly PayWithOption[]>(
  PAY_WITH_FALLBACK,
  async (ctx) => (await loadCalls()).getPayWithOptions(ctx),
  (c) => `${c.siteId}|${c.apiBase}`,
);
