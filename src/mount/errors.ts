export type SiteChromeErrorCode =
  | 'UNKNOWN_SITE'
  | 'UNKNOWN_LANGUAGE'
  | 'INVALID_OPTION'
  | 'TARGET_NOT_FOUND'
  | 'INVALID_TARGET'
  | 'UNKNOWN_DIALOG'
  | 'UNKNOWN_WIDGET'
  /** The handle was unmounted: its `open()` and `update()` reject with this. */
  | 'UNMOUNTED'
  /** A name of the contract that this version does not have yet (a typo is `UNKNOWN_*`). */
  | 'NOT_AVAILABLE'
  /** A dialog for logged-in users only (the fund-password dialogs) was asked for a visitor. */
  | 'LOGIN_REQUIRED'
  /** (v1.2) Another mount holds the header or the footer slot (pending or mounted). */
  | 'SLOT_TAKEN'
  /** (v1.2) The mount's `signal` was aborted before it finished. */
  | 'ABORTED'
  /** (v1.2) `mount()` was called where there is no DOM (a server render, a worker). */
  | 'NOT_A_BROWSER';

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
  if (typeof value === 'object' && 'nodeName' in value) {
    const { nodeName, id } = value as Element;
    return `<${String(nodeName).toLowerCase()}${id ? `#${String(id)}` : ''}>`;
  }
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value).slice(0, 80);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}
