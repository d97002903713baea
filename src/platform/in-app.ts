/**
 * Whether the page runs inside the exchange's mobile app (compliance §2): a `device_type` cookie
 * (`cookie`: whether the page has one) or query parameter, or the app's user-agent marker
 * `GateApp/<build>` (README, "Inside the mobile app"; rules/app-mode.ts reads the OS and build).
 * Asked by the loader (no header height is reserved in the app) and by the mount (no header or
 * footer), both before anything renders: kept this small because both are on the first paint.
 */
export const inApp = (cookie: boolean): boolean =>
  cookie || /[?&]device_type=/.test(location.search) || /\bGateApp\//i.test(navigator.userAgent);
