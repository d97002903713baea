import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactElement } from 'react';
import { report, setErrorHandler } from './report';
import { SiteChromeError, type ReportArea } from './errors';
import { renderShadowRoot } from '../mount/shadow-root';
import { lazyPart } from '../ui/lazyView';

// Roots render on their own here, as on a page (no act()).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let received: unknown[];
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  received = [];
  setErrorHandler(() => (e) => received.push(e));
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  setErrorHandler(() => undefined);
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('report: the one error path (issue 24)', () => {
  it.each<[ReportArea, string]>([
    ['render', 'RENDER_FAILED'],
    ['chunk', 'CHUNK_FAILED'],
    ['micro-app', 'MICRO_APP_FAILED'],
    ['call', 'CALL_FAILED'],
    ['storage', 'STORAGE_FAILED'],
    ['service-worker', 'SERVICE_WORKER_FAILED'],
  ])('%s: onError gets a SiteChromeError %s with the area and the original as cause, logged once as a warning', (area, code) => {
    const original = new TypeError('boom');
    report(original, { area, what: 'it failed' });
    expect(received).toHaveLength(1);
    const value = received[0] as SiteChromeError;
    expect(value).toBeInstanceOf(SiteChromeError);
    expect(value).toMatchObject({ name: 'SiteChromeError', code, area, message: '[SiteChrome] it failed' });
    expect(value.cause).toBe(original);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[SiteChrome] it failed', original);
    expect(error).not.toHaveBeenCalled();
  });

  it('without words the message is the error\'s own, said once; a thrown string works too', () => {
    report(new Error('3 broken rows left out'), { area: 'call' });
    report('odd', { area: 'storage' });
    expect(warn.mock.calls).toEqual([['[SiteChrome] 3 broken rows left out'], ['[SiteChrome] odd']]);
    expect(received.map((e) => (e as SiteChromeError).code)).toEqual(['CALL_FAILED', 'STORAGE_FAILED']);
  });

  it('the same error reported twice (two handlers on its way up) is reported once', () => {
    const original = new Error('once');
    report(original, { area: 'chunk' });
    report(original, { area: 'render' });
    expect(received).toHaveLength(1);
    // And the value handed on, reported again, is not a second report either.
    report(received[0], { area: 'chunk' });
    expect(received).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a SiteChromeError (a queued mount that failed) is handed on as it is, with its area', () => {
    const failed = new SiteChromeError('UNKNOWN_SITE', 'option "site" has the unknown value "x"');
    report(failed, { area: 'mount' });
    expect(received).toEqual([failed]);
    expect(failed.area).toBe('mount');
  });

  it('an onError that throws changes nothing; without one the error is only logged', () => {
    setErrorHandler(() => () => { throw new Error('handler'); });
    expect(() => report(new Error('a'), { area: 'call' })).not.toThrow();
    setErrorHandler(() => undefined);
    expect(() => report(new Error('b'), { area: 'call' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('storage failures', () => {
  it('storage that throws is reported once a page, however often it is read or written', async () => {
    vi.resetModules();
    const { setErrorHandler: setHandler } = await import('./report');
    setHandler(() => (e) => received.push(e));
    const storage = await import('./storage');
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    expect(storage.readLocal('a')).toBeNull();
    expect(storage.writeLocal('a', '1')).toBe(false);
    expect(storage.readLocal('b')).toBeNull();
    blocked.mockRestore();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ code: 'STORAGE_FAILED', area: 'storage', cause: { name: 'SecurityError' } });
  });
});

describe('what reaches report from a root', () => {
  function Throws(): ReactElement {
    throw new Error('render broke');
  }

  it('a render error in a root: "Something went wrong", and onError once (React logs nothing of its own)', async () => {
    const root = renderShadowRoot(document.body, 'header', undefined, <Throws />);
    await root.ready.catch(() => undefined);
    const shadow = document.querySelector('[data-site-chrome-root="header"]')!.shadowRoot!;
    await waitFor(() => Boolean(shadow.querySelector('[role="alert"]')));
    await waitFor(() => received.length > 0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ code: 'RENDER_FAILED', area: 'render', cause: { message: 'render broke' } });
    expect(error).not.toHaveBeenCalled();
    root.unmount();
  });

  it('a lazy part whose chunk keeps failing: Retry in its place, and onError once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const Part = lazyPart(load as () => Promise<{ default: () => ReactElement }>);
    const root = renderShadowRoot(document.body, 'footer', undefined, <Suspense fallback={null}><Part /></Suspense>);
    await root.ready;
    await vi.advanceTimersByTimeAsync(3500);
    vi.useRealTimers();
    const shadow = document.querySelector('[data-site-chrome-root="footer"]')!.shadowRoot!;
    await waitFor(() => Boolean(shadow.querySelector('button')));
    expect(load).toHaveBeenCalledTimes(4);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ code: 'CHUNK_FAILED', area: 'chunk' });
    expect(error).not.toHaveBeenCalled();
    root.unmount();
  });
});
