// Market lists. They are large (the spots answer is ~400 KB), so their serialized answers are
// cached by the dispatcher per `cacheKey`; the key carries the UTC day because the "opens
// soon" timestamps are placed relative to it.
import { buildSpotRows, normalizeTimezone } from '../fixtures/spots.mjs';
import { buildFutures } from '../fixtures/futures.mjs';
import { buildPilotTokens } from '../fixtures/pilot.mjs';
import { buildPreMarketList, buildPreMintList } from '../fixtures/pre-market.mjs';
import { WEB_TRADE_TABS } from '../fixtures/static.mjs';
import { xssifySpotRows } from '../xss.mjs';
import { ok } from './reply.mjs';

const MARKET_SUCCESS = 200;

function pageOf(query) {
  return {
    limit: Math.min(Math.max(Math.trunc(Number(query.get('limit'))) || 100, 1), 100),
    page: Math.min(Math.max(Math.trunc(Number(query.get('page'))) || 1, 1), 1000),
  };
}

function listPage(items, query) {
  const { limit, page } = pageOf(query);
  return { list: items.slice((page - 1) * limit, page * limit), total: items.length };
}

const pageKey = (ctx) => JSON.stringify(pageOf(ctx.query));

export const MARKET_ROUTES = {
  '/apiw/v2/market/spots': {
    cacheKey: (ctx) => `${normalizeTimezone(ctx.query.get('timezone'))}:${ctx.dayStart}`,
    handle: (ctx) => ok(buildSpotRows({ timezone: ctx.query.get('timezone'), dayStart: ctx.dayStart }), MARKET_SUCCESS),
    xss: xssifySpotRows,
  },
  '/apiw/v2/market/futures': {
    cacheKey: (ctx) => String(ctx.dayStart),
    handle: (ctx) => ok(buildFutures({ dayStart: ctx.dayStart }), MARKET_SUCCESS),
    // The contract name is shown and goes into the row's link: the corpus reaches both.
    xssKeys: ['name'],
  },
  '/apiw/v2/pilot/markets': {
    cacheKey: () => 'all',
    handle: () => ok(buildPilotTokens(), MARKET_SUCCESS),
    xssKeys: ['name', 'chain'],
  },
  '/apiw/v2/pre-market/service/currencies/simple-info': {
    cacheKey: pageKey,
    handle: (ctx) => ok(listPage(buildPreMarketList(), ctx.query)),
  },
  '/apiw/v2/pre-mint/service/currencies/simple-info': {
    cacheKey: pageKey,
    handle: (ctx) => ok(listPage(buildPreMintList(), ctx.query)),
  },
  '/apiw/v2/common/tabs': {
    // Only the trade area exists; other areas have no tabs.
    handle: (ctx) => ok(ctx.query.get('area') === 'web_trade' ? structuredClone(WEB_TRADE_TABS) : [], MARKET_SUCCESS),
    xssKeys: ['name'],
  },
};
