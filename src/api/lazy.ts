import { once } from '../platform/once';

/**
 * The calls and their validators load in their own chunk, right after the first paint: the header
 * renders before any answer arrives, so this code is not needed to paint it (size budget, issue 5).
 */
export type Calls = typeof import('./calls/index');

export const loadCalls: () => Promise<Calls> = once(() => import('./calls/index'));
