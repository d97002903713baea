import { vi } from 'vitest';

export interface Recorded { url: string; init: RequestInit }

/** Replaces `fetch` with a function answering from `reply`; returns the list of requests made. */
export function mockFetch(reply: (url: string, init: RequestInit) => Response | Promise<Response> | 'hang'): Recorded[] {
  const calls: Recorded[] = [];
  vi.stubGlobal('fetch', vi.fn((input: string, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const answer = reply(String(input), init);
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return Promise.resolve(answer);
  }));
  return calls;
}

export const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
