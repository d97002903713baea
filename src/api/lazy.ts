import { once } from '../platform/once';
import { loadChunk, withTimeout } from '../platform/chunk';

/**
 * The calls and their validators load in their own chunk, right after the first paint: the header
 * renders before any answer arrives, so this code is not needed to paint it (size budget, issue 5).
 */
export type Calls = typeof import('./calls/index');

const loadCallsChunk = once(() => loadChunk(() => import('./calls/index')));

/**
 * A call's own 4 s time-out (CONTRACT §4) starts only once this chunk has arrived, so waiting for
 * the chunk gets the same 4 s: a stalled chunk rejects here and every store settles to its default
 * (the chunk keeps loading; the stores try once more at the next chance, `nextChance`).
 */
export const CALLS_CHUNK_WAIT_MS = 4000;

export const loadCalls = (): Promise<Calls> => withTimeout(loadCallsChunk(), CALLS_CHUNK_WAIT_MS);
