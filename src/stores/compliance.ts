import { DEFAULT_COMPLIANCE } from '../api/defaults';
import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';

/** The compliance check: hidden menu codes, limits and toasts; all empty until it answers. */
export const $compliance = fetchedStore(
  DEFAULT_COMPLIANCE,
  async (ctx) => (await loadCalls()).getCompliance(ctx),
  (c) => `${c.siteId}|${c.apiBase}`,
);
