import { once } from '../platform/once';
import { loadChunk, withTimeout } from '../platform/chunk';
import { arrival } from '../platform/arrival';

/**
 * The calls and their validators load in their own chunks, right after the first paint: the header
 * renders before any answer arrives, so this code is not needed to paint it (size budget, issue 5).
 * The calls only a logged-in user makes are a second chunk, so a visitor's page never loads them.
 */
export type Calls = typeof import('./calls/index');
export type SignedInCalls = typeof import('./calls/calls-signed-in');

/**
 * A call's own 4 s time-out (CONTRACT §4) starts only once its chunk has arrived, so waiting for
 * the chunk gets the same 4 s: a stalled chunk rejects here and every store settles to its default
 * (the chunk keeps loading; the stores try once more at the next chance, `nextChance`).
 */
export const CALLS_CHUNK_WAIT_MS = 4000;

/** One chunk of calls: loaded once and shared, retried on a dropped request, waited for 4 s. */
function callsChunk<T>(load: () => Promise<T>): () => Promise<T> {
  const chunk = once(() => loadChunk(load));
  return () => withTimeout(chunk(), CALLS_CHUNK_WAIT_MS);
}

/** Announced by the calls' chunk when it runs (calls/chunk.ts; platform/arrival.ts). */
export const callsArrival = arrival<Calls>();

export const loadCalls = callsChunk((): Promise<Calls> => callsArrival.load(async () => (await import('./calls/chunk')).calls));

export const loadSignedInCalls = callsChunk((): Promise<SignedInCalls> => import('./calls/calls-signed-in'));
