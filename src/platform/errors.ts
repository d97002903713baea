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
  | 'NOT_A_BROWSER'
  /**
   * What the SDK handled itself and hands to `onError` (issue 24; never a rejection of the API):
   * `RENDER_FAILED`, `CHUNK_FAILED`, `MICRO_APP_FAILED`, `CALL_FAILED`, `STORAGE_FAILED`, … by the
   * error's `area`.
   */
  | `${Uppercase<ReportAreaCode>}_FAILED`;

/**
 * Where a handled error happened (`SiteChromeError.area`): a render caught by a boundary, a chunk
 * that failed after its retries, a micro-app, a call that fell back to its default, storage, a
 * queued `mount`, the host's CSP, a navigation refused, the service worker, the clipboard, the
 * analytics collector, the exchange's app (its bridge), the device-fingerprint script.
 */
export type ReportArea = 'render' | 'chunk' | 'micro-app' | 'call' | 'storage' | 'mount' | 'csp' | 'navigation' | 'service-worker' | 'clipboard' | 'analytics' | 'native-app' | 'fingerprint';
/** The area as it reads in a code: `micro-app` → `micro_app`. */
type Snake<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Snake<B>}` : S;
type ReportAreaCode = Snake<ReportArea>;

/**
 * The one error type the public API rejects with and `onError` receives; `code` is stable, the
 * message names the value. What the SDK handled itself carries its `area` and the original error
 * as `cause`.
 */
export class SiteChromeError extends Error {
  override name = 'SiteChromeError';
  area?: ReportArea;
  constructor(readonly code: SiteChromeErrorCode, message: string, options?: { area: ReportArea; cause: unknown }) {
    super(`[SiteChrome] ${message}`, options);
    this.area = options?.area;
  }
}

