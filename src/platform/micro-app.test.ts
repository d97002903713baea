import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { microAppContainer, startMicroApp, type MicroAppModule } from './micro-app';

const URL = '/apps/login.js';

function app(overrides: Partial<MicroAppModule> = {}) {
  return {
    mount: vi.fn((el: HTMLElement) => { el.textContent = 'app'; }),
    unmount: vi.fn(),
    ...overrides,
  };
}

describe('startMicroApp', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  let el: HTMLElement;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    el = document.createElement('div');
  });
  afterEach(() => {
    // Failures are only warnings: never a console error on the host page.
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('imports a path from the page\'s origin, not from a host <base href> elsewhere (issue 20)', async () => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="https://evil.example/x/">');
    try {
      const importer = vi.fn(async (_url: string) => app());
      await startMicroApp('login', '/apps/login.js', el, {}, { importer }).done;
      expect(importer).toHaveBeenCalledWith(`${location.origin}/apps/login.js`);
    } finally {
      document.head.querySelector('base')?.remove();
    }
  });

  it('mounts the module with the element and props, and unmounts it on stop()', async () => {
    const module = app();
    const session = startMicroApp('login', URL, el, { lang: 'en' }, { importer: async () => module });
    await expect(session.done).resolves.toBe('mounted');
    expect(module.mount).toHaveBeenCalledWith(el, { lang: 'en' });
    expect(el.textContent).toBe('app');
    session.stop();
    session.stop();
    expect(module.unmount).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('import fails: logged with the URL, settles as failed', async () => {
    const session = startMicroApp('chatroom', URL, el, {}, { importer: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(session.done).resolves.toBe('failed');
    expect(String(warn.mock.calls[0]?.[0])).toContain('chatroom micro-app could not be loaded from /apps/login.js');
  });

  it.each([
    ['no exports', {}],
    ['no unmount', { mount: () => undefined }],
    ['mount is not a function', { mount: 'x', unmount: () => undefined }],
    ['not an object', null],
  ])('a module with %s is refused and never called', async (_, module) => {
    const session = startMicroApp('login', URL, el, {}, { importer: async () => module });
    await expect(session.done).resolves.toBe('failed');
    expect(String(warn.mock.calls[0]?.[0])).toContain('does not export mount() and unmount()');
  });

  it('mount throws: logged, its leftovers cleared, settles as failed', async () => {
    const module = app({ mount: vi.fn((target: HTMLElement) => { target.textContent = 'half'; throw new Error('boom'); }) });
    const session = startMicroApp('login', URL, el, {}, { importer: async () => module });
    await expect(session.done).resolves.toBe('failed');
    expect(el.childNodes).toHaveLength(0);
    expect(String(warn.mock.calls[0]?.[0])).toContain('failed to mount');
  });

  it('an async mount that rejects is a failure too', async () => {
    const module = app({ mount: () => Promise.reject(new Error('no')) });
    await expect(startMicroApp('login', URL, el, {}, { importer: async () => module }).done).resolves.toBe('failed');
  });

  it('an import that never settles times out and is logged', async () => {
    vi.useFakeTimers();
    const session = startMicroApp('login', URL, el, {}, { importer: () => new Promise(() => undefined), timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(session.done).resolves.toBe('failed');
    expect(String(warn.mock.calls[0]?.[1])).toContain('timed out after 500 ms');
  });

  it('a module that arrives after the time-out is never mounted', async () => {
    vi.useFakeTimers();
    const module = app();
    let arrive: (m: unknown) => void = () => undefined;
    const session = startMicroApp('login', URL, el, {}, { importer: () => new Promise((resolve) => { arrive = resolve; }), timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(session.done).resolves.toBe('failed');
    arrive(module);
    await vi.advanceTimersByTimeAsync(0);
    expect(module.mount).not.toHaveBeenCalled();
  });

  it('stop() during the load: the module is never mounted, nothing is logged', async () => {
    const module = app();
    let arrive: (m: unknown) => void = () => undefined;
    const session = startMicroApp('login', URL, el, {}, { importer: () => new Promise((resolve) => { arrive = resolve; }) });
    session.stop();
    arrive(module);
    await expect(session.done).resolves.toBe('stopped');
    expect(module.mount).not.toHaveBeenCalled();
    expect(module.unmount).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stop() during a failing load is not reported as a failure', async () => {
    let fail: (e: unknown) => void = () => undefined;
    const session = startMicroApp('login', URL, el, {}, { importer: () => new Promise((_, reject) => { fail = reject; }) });
    session.stop();
    fail(new Error('gone'));
    await expect(session.done).resolves.toBe('stopped');
    expect(warn).not.toHaveBeenCalled();
  });

  it('stop() during an async mount unmounts once the mount is done', async () => {
    let finish: () => void = () => undefined;
    const module = app({ mount: vi.fn(() => new Promise<void>((resolve) => { finish = resolve; })) });
    const session = startMicroApp('login', URL, el, {}, { importer: async () => module });
    await vi.waitFor(() => expect(module.mount).toHaveBeenCalled());
    session.stop();
    expect(module.unmount).not.toHaveBeenCalled();
    finish();
    await expect(session.done).resolves.toBe('stopped');
    expect(module.unmount).toHaveBeenCalledTimes(1);
  });

  it('an unmount that throws or rejects is only logged', async () => {
    const sync = app({ unmount: () => { throw new Error('bad'); } });
    const a = startMicroApp('login', URL, el, {}, { importer: async () => sync });
    await a.done;
    expect(() => a.stop()).not.toThrow();
    const async = app({ unmount: () => Promise.reject(new Error('bad')) });
    const b = startMicroApp('login', URL, el, {}, { importer: async () => async });
    await b.done;
    b.stop();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(String(warn.mock.calls[1]?.[0])).toContain('failed to unmount');
  });
});

describe('session.update', () => {
  it('hands new props to an app that exports update, and only logs its throw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const update = vi.fn(() => { throw new Error('x'); });
    const session = startMicroApp('chatroom', URL, document.createElement('div'), {}, { importer: async () => app({ update }) });
    session.update({ theme: 'dark' });
    expect(update).not.toHaveBeenCalled();
    await session.done;
    session.update({ theme: 'dark' });
    expect(update).toHaveBeenCalledWith({ theme: 'dark' });
    expect(String(warn.mock.calls[0]?.[0])).toContain('failed to update');
    const plain = startMicroApp('chatroom', URL, document.createElement('div'), {}, { importer: async () => app() });
    await plain.done;
    expect(() => plain.update({})).not.toThrow();
    vi.restoreAllMocks();
  });

  it('props handed over while the module loads are the ones it mounts with (what the visitor typed meanwhile)', async () => {
    const mount = vi.fn();
    const session = startMicroApp('search', URL, document.createElement('div'), { keyword: 'b' }, { importer: async () => app({ mount }) });
    session.update({ keyword: 'bt' });
    session.update({ keyword: 'btc' });
    await session.done;
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]?.[1]).toEqual({ keyword: 'btc' });
  });

  it('props handed over during an async mount reach the app through update once it has mounted', async () => {
    let mounted = () => {};
    const mount = vi.fn((_el: HTMLElement, _props: object) => new Promise<void>((resolve) => { mounted = resolve; }));
    const update = vi.fn();
    const session = startMicroApp('search', URL, document.createElement('div'), { keyword: 'b' }, { importer: async () => app({ mount, update }) });
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    session.update({ keyword: 'btc' });
    expect(update).not.toHaveBeenCalled();
    mounted();
    await session.done;
    expect(mount.mock.calls[0]?.[1]).toEqual({ keyword: 'b' });
    expect(update).toHaveBeenCalledWith({ keyword: 'btc' });
  });
});

describe('microAppContainer', () => {
  it('gives a div in an open shadow root of the host, reusing the root', () => {
    const host = document.createElement('div');
    const first = microAppContainer(host);
    expect(first.getRootNode()).toBe(host.shadowRoot);
    const second = microAppContainer(host);
    expect(host.shadowRoot?.childNodes).toHaveLength(1);
    expect(second.getRootNode()).toBe(host.shadowRoot);
    expect(first.getRootNode()).not.toBe(host.shadowRoot);
  });
});
