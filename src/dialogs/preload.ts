/** Fetches the dialog host (with the "Logging out" status) ahead of a logout; a failure waits for the real load. */
export function preloadLoggingOut(): void {
  import('./DialogHost').catch(() => undefined);
}
