// The chart widget demo's candles (not an exchange call: the widget takes its bars from the host's
// datafeed; demo-pages/widget-chart.html's datafeed asks here). GET /dev/candles?symbol=&resolution=&from=&to=
import { buildCandles, CANDLE_RESOLUTIONS } from '../fixtures/candles.mjs';
import { failure, ok } from './reply.mjs';

const PAIR = /^[A-Z0-9]{1,20}_[A-Z0-9]{1,20}$/;
const BAD_REQUEST = 10002;

/** A whole number of seconds from the query, or `fallback`. */
function seconds(query, name, fallback) {
  const raw = query.get(name);
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

function candles(ctx) {
  const symbol = (ctx.query.get('symbol') || 'BTC_USDT').toUpperCase();
  const resolution = ctx.query.get('resolution') || '60';
  if (!PAIR.test(symbol)) return failure(BAD_REQUEST, 'symbol must be a pair such as BTC_USDT');
  if (!Object.hasOwn(CANDLE_RESOLUTIONS, resolution)) return failure(BAD_REQUEST, `resolution must be one of ${Object.keys(CANDLE_RESOLUTIONS).join(', ')}`);
  const now = Math.floor(ctx.nowMs / 1000);
  const to = seconds(ctx.query, 'to', now);
  const from = seconds(ctx.query, 'from', Math.max(0, to - 300 * (CANDLE_RESOLUTIONS[resolution] ?? 2_592_000)));
  return ok(buildCandles({ symbol, resolution, from, to, now }));
}

export const CANDLE_ROUTES = {
  '/dev/candles': { methods: ['GET'], handle: candles },
};
