import { describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import type { Decision, FeatureDefinition } from './feature-gate';

vi.mock('./chunk', async (original) => (await import('../test/feature-gate')).oneTryChunks(original));
const { runFeature, whenFeaturesSettled } = await import('./feature-gate');

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A feature deciding from one store of decisions; records what the gate did. */
function probe(decide?: 'once' | 'follow', failures = 0) {
  const $decision = atom<Decision>('wait');
  const steps: string[] = [];
  let loads = 0;
  const stop = vi.fn();
  const feature: FeatureDefinition<{ go(): () => void }> = {
    name: 'a probe',
    watch: [$decision],
    when: () => $decision.get(),
    load: async () => {
      loads += 1;
      if (loads <= failures) throw new Error('chunk dropped');
      return { go: () => stop };
    },
    start: (m) => m.go(),
    decide,
    onDecision: (step) => steps.push(step),
  };
  return { $decision, steps, loads: () => loads, stop, feature };
}

describe('runFeature: the one gate of the lazy features', () => {
  it.each<[string, 'once' | 'follow' | undefined, Decision[], number, string[]]>([
    ['waits for its data: nothing loads', undefined, ['wait'], 0, []],
    ['yes loads and starts it once, whatever follows', undefined, ['yes', 'no', 'yes'], 1, ['yes', 'started']],
    ['follow: a no is for now, a later yes loads it', 'follow', ['no', 'wait', 'yes'], 1, ['no', 'yes', 'started']],
    ['once: the first no is final', 'once', ['no', 'yes'], 0, ['no']],
    ['once: wait does not decide', 'once', ['wait', 'yes'], 1, ['yes', 'started']],
  ])('%s', async (_name, decide, decisions, loads, steps) => {
    const p = probe(decide);
    const stop = runFeature(p.feature);
    for (const d of decisions) {
      p.$decision.set(d);
      await tick();
    }
    expect(p.loads()).toBe(loads);
    expect(p.steps).toEqual(steps);
    stop();
    expect(p.stop).toHaveBeenCalledTimes(loads);
  });

  it('a chunk that fails is logged once and asked for again at the next chance (the network back)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = probe(undefined, 1);
    const stop = runFeature(p.feature);
    p.$decision.set('yes');
    await tick();
    expect(p.steps).toEqual(['yes', 'failed']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('could not load a probe');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(p.steps).toEqual(['yes', 'failed', 'yes', 'started']));
    expect(p.loads()).toBe(2);
    stop();
  });

  it('a chunk that keeps failing is reported once a page, however many chances it is given (issue 24)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const p = probe(undefined, 2);
    const stop = runFeature(p.feature);
    p.$decision.set('yes');
    await tick();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(p.steps).toEqual(['yes', 'failed', 'yes', 'failed']));
    expect(warn).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(p.steps).toEqual(['yes', 'failed', 'yes', 'failed', 'yes', 'started']));
    expect(warn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stopped, it loads and starts nothing more', async () => {
    const p = probe();
    const stop = runFeature(p.feature);
    stop();
    p.$decision.set('yes');
    await tick();
    expect(p.loads()).toBe(0);
  });
});

describe('runFeature: the whole chain in one wave (issue 22)', () => {
  it('on yes, the slot\'s host and the preloads start with load, before its chunk has come; a failed preload is nobody\'s rejection', async () => {
    const { setSlotLoaders } = await import('./feature-gate');
    const started: string[] = [];
    let arrive: (m: { go(): () => void }) => void = () => undefined;
    setSlotLoaders({
      bar: (id) => { started.push(`bar host and ${id}`); return Promise.resolve(); },
      dialog: () => { started.push('dialog host'); return Promise.reject(new Error('dropped')); },
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const $decision = atom<Decision>('wait');
    const stop = runFeature<{ go(): () => void }>({
      name: 'a chain', watch: [$decision], when: () => $decision.get(),
      load: () => { started.push('load'); return new Promise((r) => { arrive = r; }); },
      start: (m) => m.go(),
      slots: [{ bar: 'announcement' }, 'dialog'],
      preload: () => { started.push('view'); return [Promise.reject(new Error('dropped'))]; },
    });
    expect(started).toEqual([]);
    $decision.set('yes');
    // All of it asked for at once: none waits for the feature's chunk to run first.
    expect(started.sort()).toEqual(['bar host and announcement', 'dialog host', 'load', 'view']);
    arrive({ go: () => () => undefined });
    await tick();
    await tick();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    stop();
  });

  it('no does not load the chain', async () => {
    const preload = vi.fn(() => []);
    const stop = runFeature({ name: 'none', watch: [], when: () => 'no', load: () => Promise.resolve({}), start: () => undefined, preload });
    expect(preload).not.toHaveBeenCalled();
    stop();
  });
});

describe('whenFeaturesSettled: the page\'s first decisions (issue 22, the footer waits for them)', () => {
  it('fires once every data-paced feature has said no, or yes and started; not for one paced by the visitor', async () => {
    const waiting = probe();
    const loading = probe();
    const scrolled = probe();
    scrolled.feature.paced = 'visitor';
    const stops = [runFeature(waiting.feature), runFeature(loading.feature), runFeature(scrolled.feature)];
    const settled = vi.fn();
    whenFeaturesSettled(settled);
    await tick();
    expect(settled).not.toHaveBeenCalled();
    waiting.$decision.set('no');
    await tick();
    expect(settled).not.toHaveBeenCalled();
    loading.$decision.set('yes');
    await tick();
    expect(loading.steps).toEqual(['yes', 'started']);
    expect(settled).toHaveBeenCalledTimes(1);
    // The one waiting for the visitor's scroll never held it; later decisions fire nothing more.
    waiting.$decision.set('yes');
    await tick();
    expect(settled).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('a failed chunk or a stop settles the feature too; a listener added when all have settled fires at once', async () => {
    const failing = probe(undefined, 99);
    const stopFailing = runFeature(failing.feature);
    const stopped = probe();
    const stop = runFeature(stopped.feature);
    const settled = vi.fn();
    whenFeaturesSettled(settled);
    failing.$decision.set('yes');
    await vi.waitFor(() => expect(failing.steps).toContain('failed'));
    expect(settled).not.toHaveBeenCalled();
    stop();
    await tick();
    expect(settled).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    whenFeaturesSettled(late);
    await tick();
    expect(late).toHaveBeenCalledTimes(1);
    stopFailing();
  });
});
