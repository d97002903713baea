import type { SiteKey } from '../sites';

/**
 * Sites under a regulator that offers no on-chain, pre-listing or launch products. Only the lazy
 * menu data reads it, so it stays out of the first paint (unlike config/sites.ts).
 */
export const REGULATED_SITES: readonly SiteKey[] = ['turkey', 'malta', 'hongkong', 'america', 'singapore', 'uk', 'japan', 'uae', 'eu'];
