import { describe, expect, it } from 'vitest';
import { fillTemplate, notificationRoute, relativeTime, type RoutableNotification } from './rules';
import { tabTypeKey, NOTIFICATION_TABS } from './tabs-rules';

const ANTI = ['https://www.gate.com'];
/** The URL rule as the caller passes it (platform/navigation.ts, tested there): site paths and `anti` only. */
const followable = (url: string) =>
  (/^\/(?![/\\])/.test(url) || ANTI.some((origin) => url.startsWith(`${origin}/`)) ? url : null);
const EMPTY = { url: '', webUrl: '', startupId: '', market: '', streamId: '', contract: '', settleAsset: '' };
const n = (type: string, extras: Partial<RoutableNotification['extras']> = {}, isAllowHref = true): RoutableNotification =>
  ({ type, isAllowHref, extras: { ...EMPTY, ...extras } });

describe('notificationRoute', () => {
  it.each<[string, RoutableNotification, unknown]>([
    ['market', n('market', { market: 'ZNR_USDT' }), { path: '/trade/ZNR_USDT' }],
    ['market without a pair', n('market'), null],
    ['margin', n('margin', { market: 'ETH_USDT' }), { path: '/trade/ETH_USDT?tab=isolated_margin' }],
    ['future, settle default USDT', n('future', { contract: 'BTC_USDT' }), { path: '/futures/USDT/BTC_USDT' }],
    ['future, settle BTC', n('future', { contract: 'BTC_USD', settleAsset: 'BTC' }), { path: '/futures/BTC/BTC_USD' }],
    ['future without a contract', n('future'), null],
    ['delivery', n('delivery'), { path: '/futures-delivery/USDT' }],
    ['options', n('options', { contract: 'BTC_USDT-20260627-70000-C' }), { path: '/options/BTC_USDT-20260627-70000-C' }],
    ['startup', n('startup', { startupId: '372' }), { path: '/startup/372' }],
    ['startup without an id', n('startup'), null],
    ['strategybot', n('strategybot'), { path: '/strategybot/historyStrategy' }],
    ['copytrading', n('copytrading'), { path: '/copytrading/underwayStrategy' }],
    ['pilot', n('pilot'), { path: '/pilot' }],
    ['live', n('live', { streamId: '88123' }), { path: '/live/video/88123?type=live' }],
    ['live without a stream', n('live'), null],
    ['notices', n('notices'), { path: '/' }],
    ['cryptoloan', n('cryptoloan'), { path: '/cryptoloan' }],
    ['auto-investment', n('auto-investment'), { path: '/auto-investment' }],
    ['earn', n('earn'), { path: '/simple-earn' }],
    ['system with a site path', n('system', { webUrl: '/myaccount/funds' }), { url: '/myaccount/funds' }],
    ['system with url only', n('system', { url: '/myaccount/security' }), { url: '/myaccount/security' }],
    ['system on an allowed origin', n('system', { webUrl: 'https://www.gate.com/x' }), { url: 'https://www.gate.com/x' }],
    ['activity off-site', n('activity', { webUrl: 'https://airdrop-claim.example.net/connect' }), null],
    ['system javascript:', n('system', { webUrl: 'javascript:alert(1)' }), null],
    ['system protocol-relative', n('system', { webUrl: '//evil.example/x' }), null],
    ['system without a URL', n('system'), null],
    ['unknown type', n('mystery', { webUrl: '/myaccount/funds', market: 'BTC_USDT' }), null],
    ['empty type', n('', { webUrl: '/x' }), null],
    ['isAllowHref false', n('market', { market: 'BTC_USDT' }, false), null],
    ['isAllowHref false with a URL', n('system', { webUrl: '/x' }, false), null],
    ['a pair that leaves its segment', n('market', { market: '../../evil' }), null],
    ['a stream id with a query', n('live', { streamId: '1?x=<b>' }), null],
    ['a settle asset with a slash', n('future', { contract: 'BTC_USDT', settleAsset: 'USDT/../x' }), null],
  ])('%s', (_name, notice, route) => expect(notificationRoute(notice, followable)).toEqual(route));

  it('every type of a tab has a route rule', () => {
    for (const tab of NOTIFICATION_TABS) {
      for (const type of tab.types) {
        const full = n(type, { market: 'BTC_USDT', contract: 'BTC_USDT', startupId: '1', streamId: '1', webUrl: '/x' });
        expect(notificationRoute(full, followable), type).not.toBeNull();
      }
    }
  });
});

describe('tabTypeKey', () => {
  it('joins the tab\'s types with commas', () => {
    expect(tabTypeKey('system')).toBe('notices,system');
    expect(tabTypeKey('trade').split(',')).toContain('future');
    expect(NOTIFICATION_TABS).toHaveLength(3);
  });
});

describe('fillTemplate', () => {
  it.each<[string, unknown, string]>([
    ['Deposit of {amount} {currency}', { amount: '500', currency: 'USDT' }, 'Deposit of 500 USDT'],
    ['{amount} and {missing}', { amount: 5 }, '5 and {missing}'],
    ['<b>{name}</b>', { name: '<img src=x onerror=alert(1)>' }, '<b><img src=x onerror=alert(1)></b>'],
    ['{toString}', {}, '{toString}'],
    ['{x}', { x: { nested: 1 } }, '{x}'],
    ['{x}', null, '{x}'],
    ['{x}', ['a'], '{x}'],
  ])('%j with %j', (text, args, out) => expect(fillTemplate(text, args)).toBe(out));
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 5, 12, 12, 0, 0);
  const ago = (seconds: number) => now / 1000 - seconds;
  it.each<[number, number, string]>([
    [ago(0), 0, 'second'], [ago(59), -59, 'second'], [ago(60), -1, 'minute'], [ago(3599), -59, 'minute'],
    [ago(3600), -1, 'hour'], [ago(86399), -23, 'hour'], [ago(86400), -1, 'day'], [ago(86400 * 29), -29, 'day'],
    [ago(86400 * 30), -1, 'month'], [ago(86400 * 365), -1, 'year'], [ago(-500), 0, 'second'],
    [(now - 7200_000), -2, 'hour'],
  ])('%d → %d %s', (sent, value, unit) => expect(relativeTime(sent, now)).toEqual({ value, unit }));
});
