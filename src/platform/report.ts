import { SiteChromeError, type ReportArea, type SiteChromeErrorCode } from './errors';

/**
 * The one path of every error the SDK handles (issue 24): logged once, as a warning (a handled
 * error is no error of the host page's), and handed to the integrator's `onError` (CONTRACT v1.1)
 * as a `SiteChromeError` with its `area` and the original as `cause` (a failure of `onError`
 * itself is ignored, so it can never break the chrome), then to the error reporter's sampling
 * (`setErrorSink`). The handler is the page setup's (stores/page-setup.ts registers how to find
 * it): platform/ reads no store.
 */
let current: () => ((error: unknown) => void) | undefined = () => undefined;

/** Where `report` finds the integrator's handler at the time of the error. */
export function setErrorHandler(find: () => ((error: unknown) => void) | undefined): void {
  current = find;
}

let sink: ((value: SiteChromeError) => void) | undefined;

/**
 * What also receives every reported error: the error reporter's sampling (error-sampling.ts),
 * set by the page services, so neither the sampling nor the reporter's loader is on the first paint.
 */
export function setErrorSink(next: (value: SiteChromeError) => void): void {
  sink = next;
}

export interface ReportOptions {
  area: ReportArea;
  /** What failed, in words (the message of the value `onError` receives); the error's own message by default. */
  what?: string;
}

/** Errors already reported: one that reaches two handlers on its way up is reported once. */
const reported = new WeakSet<object>();

export function report(error: unknown, { area, what }: ReportOptions): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  // A SiteChromeError is already in its final shape (a queued mount that failed): it gains its area.
  const value = error instanceof SiteChromeError ? error : new SiteChromeError(
    `${area.replace('-', '_').toUpperCase()}_FAILED` as SiteChromeErrorCode,
    what ?? (error instanceof Error ? error.message : String(error)),
    { area, cause: error },
  );
  value.area ??= area;
  reported.add(value);
  // The original beside the words that name it (its stack, for a render error or a failed load);
  // an error made only to carry its words is said once.
  console.warn(value.message, ...(what === undefined ? [] : [error]));
  try {
    current()?.(value);
  } catch {
    // The integrator's handler failed: nothing more to do for it.
  }
  sink?.(value);
}
