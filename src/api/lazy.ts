/**
 * The calls and their validators load in their own chunk, right after the first paint: the header
 * renders before any answer arrives, so this code is not needed to paint it (size budget, issue 5).
 */
export type Calls = typeof import('./calls/index');

let calls: Promise<Calls> | null = null;

export function loadCalls(): Promise<Calls> {
  calls ??= import('./calls/index');
  return calls;
}
