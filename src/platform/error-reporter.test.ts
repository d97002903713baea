import { afterEach, describe, expect, it, vi } from 'vitest';
import { report as reportCdn, reportable, withoutQuery, type ReportedError } from './error-reporter';
import { report, setErrorSink } from './report';
import { ERROR_SAMPLE_RATE, sampleError } from './error-sampling';

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
    reportCdn({ url: 'https://cdn.example/chunks/cdn-check.txt?t=1#x', status: 503 });
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
      reportCdn({ url: 'https://cdn.example/chunks/cdn-check.txt', status: 503 });
      expect(beacon.mock.calls[0]?.[0]).toBe(`${location.origin}/sitechrome/report`);
    } finally {
      document.head.querySelector('base')?.remove();
    }
  });
});

describe('the SDK error reporter (compliance §8)', () => {
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const error = (area: ReportedError['area'], cause: unknown, message = '[SiteChrome] failed'): ReportedError => ({ area, cause, message });

  it.each<[string, ReportedError, string, boolean]>([
    ['a render error, a person', error('render', new TypeError('x is undefined')), CHROME, true],
    ['a micro-app failure', error('micro-app', new Error('mount threw')), CHROME, true],
    ['the same from Googlebot', error('render', new Error('x')), 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', false],
    ['from Bingbot', error('render', new Error('x')), 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', false],
    ['from a headless browser', error('render', new Error('x')), CHROME.replace('Chrome/', 'HeadlessChrome/'), false],
    ['from Lighthouse', error('render', new Error('x')), `${CHROME} Chrome-Lighthouse`, false],
    ['a chunk that failed (area)', error('chunk', new Error('x')), CHROME, false],
    ['a chunk-load error under another area (Chromium)', error('micro-app', new TypeError('Failed to fetch dynamically imported module: https://x/a.js')), CHROME, false],
    ['Safari\'s words', error('render', new TypeError('Importing a module script failed.')), CHROME, false],
    ['Firefox\'s words', error('render', new TypeError('error loading dynamically imported module: https://x/a.js')), CHROME, false],
    ['webpack\'s', error('render', Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })), CHROME, false],
    ['storage (area)', error('storage', new Error('x')), CHROME, false],
    ['a SecurityError under another area', error('call', new DOMException('denied', 'SecurityError')), CHROME, false],
    ['quota', error('render', new DOMException('full', 'QuotaExceededError')), CHROME, false],
    ['IndexedDB in the words', error('render', new Error('Failed to execute \'transaction\' on \'IDBDatabase\'')), CHROME, false],
    ['a thrown string', error('render', 'odd'), CHROME, true],
  ])('%s: sent %s', (_what, value, userAgent, expected) => {
    expect(reportable(value, userAgent)).toBe(expected);
  });

  it('report() sends one in ten (seeded draws), only what the rule keeps, without queries in the message', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon, userAgent: CHROME });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A small seeded generator (mulberry32): the same draws every run.
    let seed = 24;
    const draw = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const draws: number[] = [];
    vi.spyOn(Math, 'random').mockImplementation(() => { const d = draw(); draws.push(d); return d; });
    // The page services set this sink (mount/page-services.ts).
    setErrorSink((value) => sampleError(value));
    for (let i = 0; i < 400; i++) report(new Error(`render ${i} at https://www.gate.com/x?token=SECRET`), { area: 'render' });
    for (let i = 0; i < 100; i++) report(new Error(`chunk ${i}`), { area: 'chunk' });
    const expected = draws.slice(0, 400).filter((d) => d < ERROR_SAMPLE_RATE).length;
    // About one in ten of the 400: the seeded draws give this many, every run.
    expect(expected).toBeGreaterThan(25);
    expect(expected).toBeLessThan(60);
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(expected));
    const bodies = await Promise.all(beacon.mock.calls.map(async (c) => JSON.parse(await (c[1] as Blob).text()) as Record<string, string>));
    expect(bodies.every((b) => b['type'] === 'sdk_error' && b['code'] === 'RENDER_FAILED' && b['area'] === 'render')).toBe(true);
    expect(JSON.stringify(bodies)).not.toContain('SECRET');
    expect(bodies[0]!['message']).toMatch(/^\[SiteChrome\] render \d+ at https:\/\/www\.gate\.com\/x$/);
    setErrorSink(() => undefined);
  });
});
