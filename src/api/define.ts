import { request, type ApiContext, type RequestSpec } from './client';
import { logFallback } from './decode';

/** What one call is: where it asks, how its answer is decoded, and what it gives on any failure. */
export interface CallDefinition<T, D, A extends unknown[]> {
  /** The request: a fixed path, or a spec built from the call's arguments. */
  path: string | ((ctx: ApiContext, ...args: A) => RequestSpec);
  /** Throws on anything unusable (DecodeError); never sees a failed request. */
  decode: (raw: unknown) => T;
  /** CONTRACT §4's default; returned (not copied) on every failure. */
  fallback: D;
  /** For the log line; the path when absent. */
  name?: string;
}

/**
 * One call of CONTRACT §4: request, decode, and on any failure (network, time-out, status, bad
 * JSON, wrong field type) log why and give the documented default, so no call ever throws into
 * the chrome. GETs still share one answer per page load through `request`.
 */
export function defineCall<T, D = T, A extends unknown[] = []>(
  def: CallDefinition<T, D, A>,
): (ctx: ApiContext, ...args: A) => Promise<T | D> {
  return async (ctx, ...args) => {
    let spec: RequestSpec | undefined;
    try {
      spec = typeof def.path === 'string' ? { path: def.path } : def.path(ctx, ...args);
      return def.decode(await request(ctx, spec));
    } catch (error) {
      logFallback(def.name ?? spec?.path ?? 'call', error);
      return def.fallback;
    }
  };
}
