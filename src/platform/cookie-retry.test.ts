import { describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';

/** One dropped chunk request: the first module of the write path to load fails, once. */
const chunk = vi.hoisted(() => ({ failures: 1 }));
async function failOnce<T>(load: () => Promise<T>): Promise<T> {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return load();
}
vi.mock('./cookie-jar', (importOriginal) => failOnce(importOriginal));

describe('cookie writes after a failed chunk load', () => {
  it('lose only that write: the next write loads the chunk again and stores', async () => {
    await expect(writeCookie('retry_test', 'first', { maxAge: 60 })).resolves.toBeUndefined();
    expect(chunk.failures).toBe(0);
    expect(readCookie('retry_test')).toBeUndefined();
    await writeCookie('retry_test', 'second', { maxAge: 60 });
    expect(readCookie('retry_test')).toBe('second');
  });
});
