/**
 * The reminder popover's rules (site-chrome.md §2 "Notification targets", §3, §4): where a message
 * leads, its texts and its send time. The tabs are in notification-tabs.ts (the bell's chunk).
 */
import { DAY_MS, HOUR_MS, MINUTE_MS, YEAR_S } from '../../config/time';

/** What the route rule reads of a notification. */
export interface RoutableNotification {
  type: string;
  isAllowHref: boolean;
  extras: {
    url: string; webUrl: string; startupId: string; market: string; streamId: string; contract: string; settleAsset: string;
  };
}

/** A site path (the caller adds the language prefix) or a server URL that passed the URL rule. */
export type NotificationRoute = { path: string } | { url: string };

/** Pair, contract and id values become one path segment: nothing that could leave it. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;
const seg = (value: string): string | null => (SEGMENT.test(value) ? value : null);
const path = (p: string | null): NotificationRoute | null => (p === null ? null : { path: p });

/**
 * Where a click on a message leads, by its type (site-chrome.md §2): null for none (links the
 * server disallows, unknown types, missing fields, URLs that fail the URL rule). `followable` is
 * the URL rule (CONTRACT §4): the URL to use, or null.
 */
export function notificationRoute(
  n: RoutableNotification, followable: (url: string) => string | null,
): NotificationRoute | null {
  if (!n.isAllowHref) return null;
  const x = n.extras;
  const settle = seg(x.settleAsset || 'USDT');
  const serverUrl = (): NotificationRoute | null => {
    const url = followable(x.webUrl || x.url);
    return url === null ? null : { url };
  };
  switch (n.type) {
    case 'market': return path(seg(x.market) && `/trade/${x.market}`);
    case 'margin': return path(seg(x.market) && `/trade/${x.market}?tab=isolated_margin`);
    case 'future': return path(settle && seg(x.contract) && `/futures/${settle}/${x.contract}`);
    case 'delivery': return path(settle && `/futures-delivery/${settle}`);
    case 'options': return path(seg(x.contract) && `/options/${x.contract}`);
    case 'startup': return path(seg(x.startupId) && `/startup/${x.startupId}`);
    case 'strategybot': return { path: '/strategybot/historyStrategy' };
    case 'copytrading': return { path: '/copytrading/underwayStrategy' };
    case 'pilot': return { path: '/pilot' };
    case 'live': return path(seg(x.streamId) && `/live/video/${x.streamId}?type=live`);
    case 'notices': return { path: '/' };
    case 'cryptoloan': return { path: '/cryptoloan' };
    case 'auto-investment': return { path: '/auto-investment' };
    case 'earn': return { path: '/simple-earn' };
    // Messages that carry their own destination.
    case 'system':
    case 'activity': return serverUrl();
    default: return null;
  }
}

/**
 * A template text with `{name}` filled from the message's `template_args` (own keys, strings and
 * numbers only); other placeholders stay as written. The result is shown as text, never HTML.
 */
export function fillTemplate(text: string, args: unknown): string {
  if (!args || typeof args !== 'object' || Array.isArray(args)) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(args, name)) return whole;
    const value: unknown = (args as Record<string, unknown>)[name];
    return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : whole;
  });
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * A send time (seconds; milliseconds are recognised) as "n units ago" from `nowMs`, for
 * Intl.RelativeTimeFormat: `value` is 0 or negative; a time in the future reads as now.
 */
export function relativeTime(sendTime: number, nowMs: number): { value: number; unit: RelativeUnit } {
  const sendMs = sendTime > 1e11 ? sendTime : sendTime * 1000;
  const ms = Math.max(0, nowMs - sendMs);
  const steps: [RelativeUnit, number, number][] = [
    ['second', 1000, 60], ['minute', MINUTE_MS, 60], ['hour', HOUR_MS, 24], ['day', DAY_MS, 30], ['month', 30 * DAY_MS, 12],
  ];
  for (const [unit, size, count] of steps) if (ms < size * count) return { value: 0 - Math.floor(ms / size), unit };
  return { value: -Math.floor(ms / (YEAR_S * 1000)), unit: 'year' };
}
