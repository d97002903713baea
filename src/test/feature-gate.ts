import type * as Chunk from '../platform/chunk';
import type { FeatureDefinition } from '../platform/feature-gate';

/**
 * platform/chunk with one try per load, for `vi.mock`: a dropped chunk fails at once (loadChunk's
 * backoff has its own tests). `vi.mock('../platform/chunk', async (original) =>
 * (await import('../test/feature-gate')).oneTryChunks(original))`.
 */
export async function oneTryChunks(original: () => Promise<unknown>): Promise<typeof Chunk> {
  return { ...(await original() as typeof Chunk), loadChunk: <T>(load: () => Promise<T>) => load() };
}

/**
 * Runs `body` while `feature` loads its chunk as a flaky network would: the first try fails, the
 * next ones load it. `tries()` counts them. The feature's own `load` is back afterwards.
 */
export async function withChunkDroppedOnce<M>(feature: FeatureDefinition<M>, body: (tries: () => number) => Promise<void>): Promise<void> {
  const load = feature.load;
  let tries = 0;
  feature.load = () => (++tries === 1 ? Promise.reject(new Error('chunk dropped')) : load());
  try {
    await body(() => tries);
  } finally {
    feature.load = load;
  }
}
