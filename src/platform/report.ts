/**
 * The one place the SDK reports its own errors: logged, and handed to the integrator's `onError`
 * (CONTRACT v1.1), whose own failure is ignored so it can never break the chrome. The handler is
 * the page setup's (stores/page-setup.ts registers how to find it): platform/ reads no store.
 */
let current: () => ((error: unknown) => void) | undefined = () => undefined;

/** Where `reportError` finds the integrator's handler at the time of the error. */
export function setErrorHandler(find: () => ((error: unknown) => void) | undefined): void {
  current = find;
}

export function reportError(error: unknown): void {
  console.error(error);
  try {
    current()?.(error);
  } catch {
    // The integrator's handler failed: nothing more to do for it.
  }
}
