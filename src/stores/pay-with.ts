import type { PayWithOption } from '../api/calls/site';
import { DEFAULT_PAY_WITH } from '../api/defaults';
import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';

/** Fiats and payment methods of the Buy Crypto Pay-with panel; fetched when the panel first shows. */
export const $payWith = fetchedStore<readonly PayWithOption[]>(
  DEFAULT_PAY_WITH,
  async (ctx) => (await loadCalls()).getPayWithOptions(ctx),
  (c) => `${c.siteId}|${c.apiBase}`,
);
