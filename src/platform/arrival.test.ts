import { describe, expect, it } from 'vitest';
import { arrival } from './arrival';

const never = () => new Promise<never>(() => undefined);
/** Whether `promise` has settled once the microtasks queued so far have run (no task passes). */
async function settledNow<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown } | 'pending'> {
  let state: { value?: T; error?: unknown } | 'pending' = 'pending';
  promise.then((value) => { state = { value }; }, (error: unknown) => { state = { error }; });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return state;
}

describe('arrival', () => {
  const cases: { name: string; run: (a: ReturnType<typeof arrival<string>>) => Promise<unknown> }[] = [
    { name: 'announced before load: the value, without waiting for the import', run: async (a) => { a.announce('run'); return a.load(never); } },
    { name: 'announced while the import is still pending: the value', run: async (a) => { const p = a.load(never); a.announce('run'); return p; } },
    { name: 'the import first: its value', run: async (a) => a.load(() => Promise.resolve('run')) },
    { name: 'a second announcement does not replace the first', run: async (a) => { a.announce('run'); a.announce('other'); return a.load(never); } },
  ];
  it.each(cases)('$name', async ({ run }) => {
    const a = arrival<string>();
    expect(await settledNow(run(a) as Promise<string>)).toEqual({ value: 'run' });
  });

  it('a failed import rejects while nothing was announced; a later load tries again', async () => {
    const a = arrival<string>();
    const failed = new Error('chunk');
    expect(await settledNow(a.load(() => Promise.reject(failed)))).toEqual({ error: failed });
    expect(await settledNow(a.load(() => Promise.resolve('again')))).toEqual({ value: 'again' });
  });

  it('a failed import after the announcement does not reject', async () => {
    const a = arrival<string>();
    let fail: (e: Error) => void = () => undefined;
    const p = a.load(() => new Promise<string>((_, reject) => { fail = reject; }));
    a.announce('run');
    fail(new Error('late'));
    expect(await settledNow(p)).toEqual({ value: 'run' });
  });

  it('resolving a waiter runs none of its work inside the announcing module', () => {
    const a = arrival<string>();
    let ran = false;
    void a.load(never).then(() => { ran = true; });
    a.announce('run');
    expect(ran).toBe(false);
  });
});

describe('the loader\'s early chunks announce themselves when they run', () => {
  it('the page services and the calls', async () => {
    const [{ pageServicesArrival }, { callsArrival }] = await Promise.all([import('../mount/at-mount'), import('../api/lazy')]);
    await Promise.all([import('../mount/page-services'), import('../api/calls/chunk')]);
    const services = await settledNow(pageServicesArrival.load(never));
    expect(services).not.toBe('pending');
    expect(typeof (services as { value: { acquire: unknown } }).value.acquire).toBe('function');
    const calls = await settledNow(callsArrival.load(never));
    expect(typeof (calls as { value: { getCompliance: unknown } }).value.getCompliance).toBe('function');
  });
});
