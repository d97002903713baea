/**
 * Whether the page runs inside the exchange's mobile app (compliance §2): a `device_type` cookie
 * (`cookie`: whether the page has one) or query parameter, or the app's user-agent marker
 * `GateApp/<build>` (README, "Inside the mobile app"; features/app-links/rules.ts reads the OS and build).
 * Asked by the mount before anything renders (no footer in the app): on the first paint, so small.
 * The query test is `URLSearchParams.has('device_type')`'s (the search box's rule) for a plain query.
 */
export const inApp = (cookie: boolean): boolean =>
  cookie || /[?&]device_type(=|&|$)/.test(location.search) || /\bGateApp\//i.test(navigator.userAgent);

/** The browser's user agent, for the app's OS and build (features/app-links/rules.ts). */
export const userAgent = (): string => navigator.userAgent;
