import { report } from '../../platform/report';
import type { Bar } from './bars-rules';
import type { Resolution } from './resolution-rules';

/** What `subscribe` may return: a function that stops the ticks, or an id for `unsubscribe`. */
export type SubscriptionId = string | number;

/**
 * Where the chart's bars come from (the integrator's object; the chart calls it with `this` bound to it).
 * Every answer is checked: bad bars are dropped, the rest sorted by time with one bar per time.
 */
export interface ChartDatafeed {
  /** The bars of `symbol` at `resolution` whose times lie in [`from`, `to`] (seconds since the epoch). */
  getBars(symbol: string, resolution: Resolution, from: number, to: number): Promise<readonly Bar[]>;
  /**
   * Live updates: `onTick` with the newest bar each time it changes (the same `time` updates the
   * last bar, a later one starts a new bar; an older one is ignored). Returns a function that
   * stops them, or an id that the chart passes to `unsubscribe`.
   */
  subscribe(symbol: string, resolution: Resolution, onTick: (bar: Bar) => void): SubscriptionId | (() => void);
  /** Stops the ticks of a subscription whose `subscribe` returned an id. */
  unsubscribe?(id: SubscriptionId): void;
}

type Method = (...args: unknown[]) => unknown;

/**
 * A member of the datafeed, own or from its class (a prototype other than Object.prototype, which
 * a polluted page could have given a `getBars`); undefined when there is none.
 */
function memberOf(target: object, name: string): unknown {
  try {
    for (let at: object | null = target; at && at !== Object.prototype; at = Object.getPrototypeOf(at) as object | null) {
      if (Object.hasOwn(at, name)) return (at as Record<string, unknown>)[name];
    }
  } catch {
    // A proxy that throws has no usable member.
  }
  return undefined;
}

export function methodOf(target: object, name: string): Method | undefined {
  const value = memberOf(target, name);
  return typeof value === 'function' ? (value as Method) : undefined;
}

/** Whether a prop is a datafeed: an object with `getBars` and `subscribe`, and `unsubscribe` a function if it is there. */
export function isDatafeed(value: unknown): value is ChartDatafeed {
  if (typeof value !== 'object' || value === null) return false;
  const unsubscribe = memberOf(value, 'unsubscribe');
  return methodOf(value, 'getBars') !== undefined && methodOf(value, 'subscribe') !== undefined
    && (unsubscribe === undefined || typeof unsubscribe === 'function');
}

const failed = (error: unknown, what: string) => report(error, { area: 'call', what: `the chart's datafeed ${what}` });

/** `getBars`, as a promise whatever it does (a synchronous throw or a plain value included). */
export function loadBars(feed: ChartDatafeed, symbol: string, resolution: Resolution, from: number, to: number): Promise<unknown> {
  try {
    return Promise.resolve(methodOf(feed, 'getBars')?.call(feed, symbol, resolution, from, to));
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * `subscribe`, with one way to stop: the returned function, or `unsubscribe(id)`. A throw from
 * either is reported, never passed on; the stop runs once.
 */
export function subscribeTicks(feed: ChartDatafeed, symbol: string, resolution: Resolution, onTick: (raw: unknown) => void): () => void {
  let handle: unknown;
  try {
    handle = methodOf(feed, 'subscribe')?.call(feed, symbol, resolution, onTick);
  } catch (error) {
    failed(error, 'could not subscribe');
    return () => undefined;
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    try {
      if (typeof handle === 'function') (handle as () => unknown)();
      else methodOf(feed, 'unsubscribe')?.call(feed, handle);
    } catch (error) {
      failed(error, 'could not unsubscribe');
    }
  };
}

export { failed as reportDatafeed };
