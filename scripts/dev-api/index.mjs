// Dev API for the demo server and tests: answers every call of CONTRACT §4 (and the static
// files next to them) from deterministic fixtures, shaped by the `dev_scenario` cookie.
//
//   import { handleApi, SCENARIOS } from './scripts/dev-api/index.mjs';
//   import { requestUrl } from './scripts/request-paths.mjs';
//   server.on('request', async (req, res) => {
//     const url = requestUrl(req.url);  // never new URL(req.url, `http://${req.headers.host}`):
//     if (!url) return res.writeHead(400).end();  // a bad Host or `GET //` would throw
//     if (await handleApi(req, res, url)) return;
//     ...serve pages...
//   });
import { findRoute } from './routes/index.mjs';
import { DEV_SESSION_COOKIE } from './routes/account.mjs';
import { resolveScenario, SCENARIO_COOKIE } from './scenarios.mjs';
import { garbageFor } from './garbage.mjs';
import { xssify } from './xss.mjs';
import { utcDayStartSeconds } from './fixtures/random.mjs';
import { corsHeaders, parseCookies, preflightHeaders, readFormBody, send, waitUnlessClosed } from './http-utils.mjs';

export { SCENARIOS, SCENARIO_COOKIE } from './scenarios.mjs';
export { API_PATHS } from './routes/index.mjs';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Cookie of the xss scenario: the corpus entry its payload turn starts at (default 0). */
export const XSS_OFFSET_COOKIE = 'dev_xss';
const SLOW_DELAY_MS = 6000; // beyond the SDK's 4000 ms time-out
const HANG_LIMIT_MS = 60_000; // a held call ends by then at the latest, so no response leaks
const MAX_CACHED_BODIES = 64;

// Serialized answers of the big, request-independent calls (market lists), built on first use.
const bodyCache = new Map();

function cachedBody(key, build) {
  let body = bodyCache.get(key);
  if (body === undefined) {
    // Keys carry the UTC day; clearing now and then drops the stale days.
    if (bodyCache.size >= MAX_CACHED_BODIES) bodyCache.clear();
    body = build();
    bodyCache.set(key, body);
  }
  return body;
}

/** JSON of a reply, with the xss scenario's payloads applied when it is on. */
function serialize(route, reply, state) {
  if (!state.xss) return JSON.stringify(reply.json);
  if (reply.bare) {
    return JSON.stringify(route.xss ? route.xss(reply.json, undefined, state.xssOffset) : xssify(reply.json, route.xssKeys, state.xssOffset));
  }
  const data = route.xss ? route.xss(reply.json.data, undefined, state.xssOffset) : xssify(reply.json.data, route.xssKeys, state.xssOffset);
  return JSON.stringify({ ...reply.json, data });
}

/**
 * Answers the request when its path belongs to the dev API.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url  the request URL (only pathname and searchParams are read)
 * @param {{ slowDelayMs?: number, hangLimitMs?: number, now?: () => number }} [options]  for tests:
 *   a shorter `slow` delay, a shorter limit of a held call, a fixed clock
 * @returns {Promise<boolean>} true when handled (an answer was or will be written)
 */
export async function handleApi(req, res, url, options = {}) {
  const route = findRoute(url.pathname);
  if (!route) return false;
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'OPTIONS') {
    send(res, 204, preflightHeaders(req), '');
    return true;
  }
  if (!route.methods.includes(method)) {
    if (route.otherMethodsFallThrough) return false;
    send(res, 405, { ...corsHeaders(req), allow: route.methods.join(', '), 'content-type': JSON_TYPE },
      JSON.stringify({ code: 405, message: 'Method not allowed', data: null }));
    return true;
  }

  const cookies = parseCookies(req.headers.cookie);
  const state = resolveScenario(cookies[SCENARIO_COOKIE]);
  // Logged in through the demo login micro-app: a user, under the nickname it chose.
  if (cookies[DEV_SESSION_COOKIE] === '1') {
    state.login = true;
    const nickname = String(cookies.nickname ?? '').slice(0, 24);
    if (nickname) Object.assign(state.user, { nickname, user_nick: nickname });
  }
  // Which corpus entry the xss scenario starts its turn at (tests walk the whole corpus).
  state.xssOffset = Math.max(0, Number.parseInt(cookies[XSS_OFFSET_COOKIE] ?? '0', 10) || 0);
  const baseHeaders = { ...corsHeaders(req), 'x-dev-scenario': state.names.join(',') };
  const body = method === 'POST' ? await readFormBody(req) : new URLSearchParams();

  if (state.hang && route.group === state.hang) {
    // Unanswered until the client gives up (the close ends the wait) or the limit, like a stuck backend
    // behind a proxy that finally says 504.
    if (await waitUnlessClosed(res, options.hangLimitMs ?? HANG_LIMIT_MS)) {
      send(res, 504, { ...baseHeaders, 'content-type': JSON_TYPE },
        JSON.stringify({ code: 504, message: 'Gateway Timeout (dev scenario "markets-hang")', data: null }));
    }
    return true;
  }
  // A group answering late but well (markets-50ms): the wait ends early only if the client leaves.
  if (state.delay && route.group === state.delay.group && !(await waitUnlessClosed(res, state.delay.ms))) return true;
  if (state.slow && !(await waitUnlessClosed(res, options.slowDelayMs ?? SLOW_DELAY_MS))) return true;
  if (state.errors) {
    send(res, 500, { ...baseHeaders, 'content-type': JSON_TYPE },
      JSON.stringify({ code: 500, message: 'Internal Server Error (dev scenario "errors")', data: null }));
    return true;
  }
  if (state.garbage) {
    const garbage = garbageFor(url.pathname);
    send(res, 200, { ...baseHeaders, 'content-type': garbage.contentType }, garbage.body);
    return true;
  }

  const nowMs = (options.now ?? Date.now)();
  const ctx = {
    state, cookies, body, nowMs, pathname: url.pathname, query: url.searchParams,
    dayStart: utcDayStartSeconds(nowMs),
  };
  try {
    if (route.cacheKey) {
      const key = `${url.pathname}|${state.xss ? `xss${state.xssOffset}` : 'plain'}|${route.cacheKey(ctx)}`;
      const text = cachedBody(key, () => serialize(route, route.handle(ctx), state));
      send(res, 200, { ...baseHeaders, 'content-type': JSON_TYPE }, text);
      return true;
    }
    const reply = route.handle(ctx);
    const headers = { ...baseHeaders, ...reply.headers };
    if (reply.bytes !== undefined) {
      send(res, reply.status ?? 200, { ...headers, 'content-type': reply.contentType }, reply.bytes);
    } else {
      send(res, reply.status ?? 200, { ...headers, 'content-type': JSON_TYPE }, serialize(route, reply, state));
    }
  } catch (error) {
    // A fixture bug must not take the demo server down; answer like a failing backend.
    console.error(`[dev-api] ${url.pathname}:`, error);
    send(res, 500, { ...baseHeaders, 'content-type': JSON_TYPE },
      JSON.stringify({ code: 500, message: 'dev API fixture error', data: null }));
  }
  return true;
}
