export type SiteChromeErrorCode =
  | 'INVALID_OPTIONS'
  | 'UNKNOWN_SITE'
  | 'UNKNOWN_LANGUAGE'
  | 'INVALID_OPTION'
  | 'TARGET_NOT_FOUND'
  | 'INVALID_TARGET'
  | 'UNKNOWN_DIALOG'
  | 'UNKNOWN_WIDGET'
  | 'NOT_AVAILABLE'
  | 'UNMOUNTED';

/** The one error type the public API rejects with; `code` is stable, the message names the value. */
export class SiteChromeError extends Error {
  override name = 'SiteChromeError';
  constructor(readonly code: SiteChromeErrorCode, message: string) {
    super(`[SiteChrome] ${message}`);
  }
}

/** `"x"`, `42`, `<div#top>` — how a bad value is named in an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  if (typeof value === 'object' && 'nodeName' in value) return `<${String((value as Node).nodeName).toLowerCase()}>`;
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value).slice(0, 80);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}
