// Every path the dev API answers, from CONTRACT §4 plus the static files beside it (and the chart
// widget demo's candles, /dev/candles).
import { ACCOUNT_ROUTES } from './account.mjs';
import { MARKET_ROUTES } from './market.mjs';
import { COIN_ICON_ROUTE, SITE_ROUTES } from './site.mjs';
import { CANDLE_ROUTES } from './candles.mjs';

const DEFAULT_METHODS = ['GET', 'POST'];

/** Each route knows its group, so a scenario can act on one (`markets-hang` holds the market calls). */
const grouped = (group, routes) => Object.entries(routes).map(([path, route]) => [path, { methods: DEFAULT_METHODS, group, ...route }]);

const EXACT_ROUTES = new Map([
  ...grouped('site', SITE_ROUTES), ...grouped('account', ACCOUNT_ROUTES), ...grouped('market', MARKET_ROUTES),
  ...grouped('chart', CANDLE_ROUTES),
]);

const ICON_ROUTE = { methods: ['GET'], group: 'icon', ...COIN_ICON_ROUTE };

/** The route for a path, or undefined when the path is not the dev API's. */
export function findRoute(pathname) {
  return EXACT_ROUTES.get(pathname) ?? (ICON_ROUTE.matches(pathname) ? ICON_ROUTE : undefined);
}

/** All exact paths, for tests and the demo control panel. */
export const API_PATHS = Object.freeze([...EXACT_ROUTES.keys()]);
