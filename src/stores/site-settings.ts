import { DEFAULT_SITE_SETTINGS } from '../api/defaults';
import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';

/** Site settings: language labels, fiat list, current fiat and rates (CONTRACT §4). */
export const $siteSettings = fetchedStore(DEFAULT_SITE_SETTINGS, async (ctx) => (await loadCalls()).getSiteSettings(ctx));
