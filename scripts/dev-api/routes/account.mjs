// Calls about the signed-in user. Whether there is one is decided by the scenario, not by the
// request's cookies; user-only calls answer LOGIN_REQUIRED for logged-out scenarios.
import {
  crossMarginInfo, rebateUserInfo, totalFunds, unifiedAccountMode, userInfo, userTier,
} from '../fixtures/account.mjs';
import { noticeRecords } from '../fixtures/content.mjs';
import { bare, failure, forUser, ok } from './reply.mjs';
import { xssify } from '../xss.mjs';

// The dev stand-in for the server-side fund-password setting (survives reloads, per browser).
const FREQUENCY_COOKIE = 'dev_fund_frequency';
const FREQUENCIES = new Set(['0', '1', '2']);
const DEV_FUND_PASSWORD = '123456';
const DEV_TOTP = '000000';

/** Set by the demo login micro-app's login (devLogin): the dev API answers as for a logged-in user. */
export const DEV_SESSION_COOKIE = 'dev_session';

// What a real logout does to the browser: the session cookies go.
const CLEARED_SESSION_COOKIES = ['uid', 'nickname', 'pver', 'sign', DEV_SESSION_COOKIE].map(
  (name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`,
);

function logout() {
  return { ...ok(null), headers: { 'set-cookie': CLEARED_SESSION_COOKIES } };
}

function querySafe(ctx) {
  const { body, state } = ctx;
  if (!state.login) return bare({ result: false, msg: 'Please log in first' });
  if (body.get('action') !== 'tradepassfrequency') return bare({ result: false, msg: 'Unknown action' });
  const frequency = body.get('frequency') ?? '';
  if (!FREQUENCIES.has(frequency)) return bare({ result: false, msg: 'Invalid frequency' });
  if (body.get('fundpass') !== DEV_FUND_PASSWORD || body.get('totp') !== DEV_TOTP) {
    return bare(state.fundpassNoMsg ? { result: false } : { result: false, msg: 'Incorrect fund password' });
  }
  return bare(
    { result: true, msg: 'Saved' },
    { 'set-cookie': `${FREQUENCY_COOKIE}=${frequency}; Path=/; Max-Age=31536000; SameSite=Lax` },
  );
}

/**
 * The demo's stand-in for the real login (issue 12: the demo login micro-app really logs in):
 * any account with a password of 6 or more characters. Sets what a real login leaves behind, the
 * `uid` and `nickname` cookies, plus the dev session cookie the dev API reads.
 */
function devLogin(ctx) {
  const account = (ctx.body.get('account') ?? '').trim();
  const password = ctx.body.get('password') ?? '';
  if (!account || account.length > 64 || password.length < 6) {
    return failure(10002, 'Enter your email or phone and a password of at least 6 characters');
  }
  const nickname = /^[\w.-]{1,24}/.exec(account.split('@')[0])?.[0] ?? 'Demo user';
  const uid = 10293847;
  const cookie = (name, value) => `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=86400; SameSite=Lax`;
  return {
    ...ok({ uid, nickname }),
    headers: { 'set-cookie': [cookie('uid', String(uid)), cookie('nickname', nickname), cookie(DEV_SESSION_COOKIE, '1')] },
  };
}

export const ACCOUNT_ROUTES = {
  '/api/web/v1/usercenter/dev_login': { methods: ['POST'], handle: devLogin },
  '/api/web/v1/usercenter/get_info': { handle: forUser((ctx) => ok(userInfo(ctx.state))) },
  // Sent as a JSON string on purpose: the real server does this, and the SDK must parse it.
  '/api/web/v1/usercenter/get_user_tier': {
    handle: forUser((ctx) => ok(JSON.stringify(userTier(ctx.state)))),
    // `data` is a JSON string here: poison the fields inside it.
    xss: (data, _unused, offset) => (typeof data === 'string' ? JSON.stringify(xssify(JSON.parse(data), ['tier_next_fiat'], offset)) : data),
  },
  '/apiw/v2/account/total_funds': { handle: forUser((ctx) => ok(totalFunds(ctx.state))) },
  '/apiw/v2/herald/get_notice_record': {
    handle: forUser((ctx) => ok(noticeRecords({
      type: ctx.query.get('type'), page: ctx.query.get('page'), size: ctx.query.get('size'), nowMs: ctx.nowMs,
      empty: ctx.state.noNotifications,
    }))),
  },
  '/apiw/v2/unified/account_mode': { handle: forUser((ctx) => ok(unifiedAccountMode(ctx.state))) },
  '/apiweb/v1/spot/cross_margin/info': { handle: forUser((ctx) => ok(crossMarginInfo(ctx.state))) },
  '/apiweb/v1/user/get_user_frequency': {
    handle: forUser((ctx) => {
      const stored = ctx.cookies[FREQUENCY_COOKIE];
      return ok({ frequency: FREQUENCIES.has(stored) ? Number(stored) : 1 });
    }),
  },
  '/json_svr/query_safe': { methods: ['POST'], handle: querySafe },
  '/api/web/v1/rebate/get_user_info': { handle: forUser((ctx) => ok(rebateUserInfo(ctx.state))) },
  '/api/web/v1/usercenter/logoutAll': { handle: logout },
  '/api/web/v1/usercenter/logout': { methods: ['POST'], handle: logout },
  // Other methods on /logout are left to the host server (a GET may be a page there).
  '/logout': { methods: ['POST'], otherMethodsFallThrough: true, handle: logout },
};
