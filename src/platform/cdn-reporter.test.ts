import { afterEach, describe, expect, it, vi } from 'vitest';
import { report, withoutQuery } from './cdn-reporter';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the CDN error report', () => {
  it.each([
    ['https://www.gate.com/trade/BTC_USDT?ref=ABC&token=t#login', undefined, 'https://www.gate.com/trade/BTC_USDT'],
    ['/chunks/cdn-check.txt?v=1', 'https://cdn.example/x', 'https://cdn.example/chunks/cdn-check.txt'],
    ['https://user:pw@cdn.example/a', undefined, 'https://cdn.example/a'],
    ['javascript:alert(1)', undefined, ''],
    ['::', undefined, ''],
  ])('%s reads as %j', (url, base, expected) => {
    expect(withoutQuery(url, base)).toBe(expected);
  });

  it('sends the page and probe URLs without query or fragment', async () => {
    window.history.replaceState(null, '', '/en/trade/BTC_USDT?ref=SECRET&uid=9#frag');
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    report({ url: 'https://cdn.example/chunks/cdn-check.txt?t=1#x', status: 503 });
    const body = JSON.parse(await (beacon.mock.calls[0]?.[1] as Blob).text()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'cdn_access_error', status: 503, url: 'https://cdn.example/chunks/cdn-check.txt' });
    expect(String(body['page'])).toMatch(/^https?:\/\/[^?#]+\/en\/trade\/BTC_USDT$/);
    expect(JSON.stringify(body)).not.toMatch(/SECRET|uid=9|frag|t=1/);
  });

  it('sends the beacon to the page\'s origin under a host <base href> elsewhere (issue 20)', () => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="https://evil.example/x/">');
    try {
      const beacon = vi.fn((_url: string, _body: Blob) => true);
      vi.stubGlobal('navigator', { sendBeacon: beacon });
      report({ url: 'https://cdn.example/chunks/cdn-check.txt', status: 503 });
      expect(beacon.mock.calls[0]?.[0]).toBe(`${location.origin}/sitechrome/report`);
    } finally {
      document.head.querySelector('base')?.remove();
    }
  });
});
