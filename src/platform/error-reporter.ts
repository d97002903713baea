import type { CdnReporter } from './cdn-check';
import type { SiteChromeError } from './errors';
import { onPage } from './location';

/**
 * The error reporter (site-chrome.md §4, §8; compliance-and-dialogs.md §8), a lazy chunk loaded
 * only for an error that is to be sent: the CDN check's failures and one in ten of the SDK's own
 * errors (cdn-check.ts and error-sampling.ts draw at ERROR_SAMPLE_RATE before loading it). It posts one
 * beacon to the page's own origin (`/sitechrome/report`, docs/architecture.md), never throws and
 * never shows anything.
 */

/**
 * A URL as it may leave the page: origin and path only. Queries and fragments carry tokens,
 * referral codes and search terms, which an error report has no use for.
 */
export function withoutQuery(url: string, base?: string): string {
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}${u.pathname}` : '';
  } catch {
    return '';
  }
}

/** Crawlers and automation (compliance §8: the reporter ignores bots). */
const BOT = /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|headlesschrome|lighthouse|pagespeed|prerender|phantomjs/i;
/** A dynamic import or script chunk that did not load, in the words of Chromium, Firefox, Safari and webpack. */
const CHUNK_LOAD = /dynamically imported module|importing a module script failed|error loading dynamically imported|loading (css )?chunk \S+ failed|chunkloaderror/i;
/** Storage the browser refuses or that broke under us: blocked, private mode, quota, a closed database. */
const STORAGE_NAMES = new Set(['SecurityError', 'QuotaExceededError', 'InvalidStateError', 'UnknownError', 'VersionError']);

/** What the rule reads of an SDK error (a SiteChromeError from report()). */
export type ReportedError = Pick<SiteChromeError, 'area' | 'message' | 'cause'>;

const described = (error: unknown): { name: string; message: string } => {
  const e = error as { name?: unknown; message?: unknown } | null;
  return { name: typeof e?.name === 'string' ? e.name : '', message: typeof e?.message === 'string' ? e.message : String(error) };
};

/**
 * Whether an SDK error goes to the reporting service: never from a bot, never a chunk-load error
 * or a storage-access error (compliance §8), whatever their area says or their cause shows.
 */
export function reportable(error: ReportedError, userAgent: string): boolean {
  if (BOT.test(userAgent)) return false;
  if (error.area === 'chunk' || error.area === 'storage') return false;
  const cause = described(error.cause);
  if (CHUNK_LOAD.test(error.message) || CHUNK_LOAD.test(cause.message) || cause.name === 'ChunkLoadError') return false;
  return !STORAGE_NAMES.has(cause.name) && !/localStorage|indexedDB|IDBDatabase/i.test(cause.message);
}

/** URLs in a message lose their query and fragment too. */
const scrubbed = (text: string) => text.replace(/(https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/gi, '$1');

function beacon(body: Record<string, unknown>): void {
  try {
    const json = JSON.stringify({ ...body, page: withoutQuery(location.href), time: Date.now() });
    // On the page's own origin, not against a host `<base href>` elsewhere (issue 20).
    navigator.sendBeacon?.(onPage('/sitechrome/report'), new Blob([json], { type: 'application/json' }));
  } catch {
    // silent by design (site-chrome.md §8)
  }
}

/** One SDK error, already sampled by report(): its code, area and message, never its stack or values. */
export function sendSdkError(error: ReportedError & Pick<SiteChromeError, 'code'>): void {
  if (!reportable(error, navigator.userAgent)) return;
  beacon({ type: 'sdk_error', code: error.code, area: error.area, message: scrubbed(error.message).slice(0, 500) });
}

/** The CDN check's failure (already sampled by cdn-check.ts): the probe's URL and status. */
export const report: CdnReporter = (detail) => {
  if (BOT.test(navigator.userAgent)) return;
  beacon({ type: 'cdn_access_error', ...detail, url: withoutQuery(detail.url, location.href) });
};
