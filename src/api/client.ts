import { readCookie } from '../platform/cookies';
import { onPage } from '../platform/location';

/** What every call needs to know about the page it is made for (CONTRACT §4 headers). */
export interface ApiContext {
  apiBase: string;
  lang: string;
  siteId: number;
}

export const DEFAULT_TIMEOUT_MS = 4000;

export interface RequestSpec {
  path: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string | number>;
  body?: Record<string, string | number>;
  timeoutMs?: number;
  /**
   * GETs are answered once per page load (CONTRACT §4); `fresh` is for the few refreshes the spec
   * asks for (notification tabs, the contract list every 10 minutes).
   */
  fresh?: boolean;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout' | 'status' | 'parse',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const answered = new Map<string, Promise<unknown>>();

/** Absolute on the page's own address (never the document's base, which a host `<base href>` moves). */
function buildUrl(ctx: ApiContext, spec: RequestSpec): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(spec.query ?? {})) params.set(k, String(v));
  const qs = params.toString();
  return onPage(`${ctx.apiBase}${spec.path}${qs ? `?${qs}` : ''}`);
}

const originOf = (url: string, page?: string) => {
  try {
    return new URL(url, page).origin;
  } catch {
    return 'null';
  }
};

/**
 * Whether a call to `url` may carry the CSRF token: only to the page's own origin or the origin of
 * `apiBase` (read against the page's address `page`), whatever built the URL. Pure.
 */
export function mayCarryCsrf(url: string, apiBase: string, page: string): boolean {
  const to = originOf(url);
  return to !== 'null' && (to === originOf('/', page) || to === originOf(apiBase || '/', page));
}

function headers(ctx: ApiContext, url: string, withBody: boolean): Record<string, string> {
  const h: Record<string, string> = {
    Accept: 'application/json',
    'X-App-Lang': ctx.lang,
    'X-App-Type': String(ctx.siteId),
  };
  const csrf = readCookie('csrftoken');
  // A header value outside printable ASCII (a cookie decoding to CR/LF or to non-Latin-1) makes
  // fetch throw, so every call would fail for the page's life: such a token is not sent at all.
  if (csrf && /^[\x20-\x7e]+$/.test(csrf) && mayCarryCsrf(url, ctx.apiBase, onPage(''))) h['X-CSRF-Token'] = csrf;
  if (withBody) h['Content-Type'] = 'application/x-www-form-urlencoded';
  return h;
}

async function send(ctx: ApiContext, spec: RequestSpec, url: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), spec.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const method = spec.method ?? 'GET';
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        credentials: 'include',
        // Answers are per user: never from or into the HTTP cache (the page shares them itself).
        cache: 'no-store',
        headers: headers(ctx, url, method === 'POST'),
        body: method === 'POST' ? new URLSearchParams(Object.entries(spec.body ?? {}).map(([k, v]) => [k, String(v)])).toString() : null,
        signal: controller.signal,
      });
    } catch (error) {
      throw controller.signal.aborted
        ? new ApiError(`${method} ${spec.path} timed out`, 'timeout')
        : new ApiError(`${method} ${spec.path} failed: ${String(error)}`, 'network');
    }
    if (!response.ok) throw new ApiError(`${method} ${spec.path} answered ${response.status}`, 'status', response.status);
    const text = await response.text().catch(() => {
      throw new ApiError(`${method} ${spec.path} body was cut off`, controller.signal.aborted ? 'timeout' : 'network');
    });
    if (!text) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(`${method} ${spec.path} answered invalid JSON`, 'parse');
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One request with the headers, credentials, body encoding and time-out of CONTRACT §4. GETs with
 * the same URL, language and site share one promise for the page's lifetime; POSTs never do.
 * Rejects with ApiError; callers turn that into their documented default.
 */
export function request(ctx: ApiContext, spec: RequestSpec): Promise<unknown> {
  const url = buildUrl(ctx, spec);
  if ((spec.method ?? 'GET') !== 'GET') return send(ctx, spec, url);
  const key = `${ctx.siteId} ${ctx.lang} ${url}`;
  const known = answered.get(key);
  if (known && !spec.fresh) return known;
  const pending = send(ctx, spec, url);
  // Failures are remembered too: every user of the call falls back to its default without asking again.
  answered.set(key, pending);
  return pending;
}

/** Tests only. */
export function clearRequestCache(): void {
  answered.clear();
}
