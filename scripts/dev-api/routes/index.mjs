// Every path the dev API answers, from CONTRACT §4 plus the static files beside it.
import { ACCOUNT_ROUTES } from './account.mjs';
import { MARKET_ROUTES } from './market.mjs';
import { COIN_ICON_ROUTE, SITE_ROUTES } from './site.mjs';

const DEFAULT_METHODS = ['GET', 'POST'];

const EXACT_ROUTES = new Map(
  Object.entries({ ...SITE_ROUTES, ...ACCOUNT_ROUTES, ...MARKET_ROUTES })
    .map(([path, route]) => [path, { methods: DEFAULT_METHODS, ...route }]),
);

const ICON_ROUTE = { methods: ['GET'], ...COIN_ICON_ROUTE };

/** The route for a path, or undefined when the path is not the dev API's. */
export function findRoute(pathname) {
  return EXACT_ROUTES.get(pathname) ?? (ICON_ROUTE.matches(pathname) ? ICON_ROUTE : undefined);
}

/** All exact paths, for tests and the demo control panel. */
export const API_PATHS = Object.freeze([...EXACT_ROUTES.keys()]);
