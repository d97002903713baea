import { loadChunk, nextChance } from './chunk';
import { report } from './report';

/** What a feature's decision reads: a store (nanostores' `listen`). */
export interface Watched { listen(listener: () => void): () => void }

/** `yes`: load it; `no`: not on this page (for now); `wait`: the data is not here yet. */
export type Decision = 'yes' | 'no' | 'wait';

/** One lazy feature of the page, as data (issue 22): when it loads, what it loads, how it starts. */
export interface FeatureDefinition<M> {
  /** For the log: "could not load <name>". */
  name: string;
  /** The stores `when` reads: it is asked again whenever one of them changes. */
  watch: readonly Watched[];
  /** A pure decision from those stores' values (a rule of `rules/` does the work). */
  when(): Decision;
  /** One `import()`: the feature's code, which loads only on `yes`. */
  load(): Promise<M>;
  /**
   * Starts the loaded feature; returns its stop (unmount of the last instance), or a promise of
   * the work it starts (the notices' calls), after which it counts as started.
   */
  start(module: M): (() => void) | void | Promise<unknown>;
  /**
   * `follow` (the default): a `no` is for now, a later change may make it `yes` (a window narrowed
   * to a phone, a page key set by update()). `once`: the first `yes` or `no` is final (the page's
   * one compliance answer).
   */
  decide?: 'once' | 'follow';
  /** Each decision as it is made, and the end of loading: what the dialog queue's holds follow. */
  onDecision?(step: 'no' | 'yes' | 'started' | 'failed'): void;
  /** Before the first decision: what must hold until it is made (the dialog queue's holds). */
  prepare?(): void;
  /**
   * Where it shows: the shell's hosts that draw it (and its part there) load in the same wave as
   * `load`. A function when the data says which (read once the answer is `yes`).
   */
  slots?: readonly Slot[] | (() => readonly Slot[]);
  /**
   * The rest of its chain, each an `import()` the feature would otherwise make one after another
   * (its storage, its view, their messages): started with `load` once the answer is `yes`, so the
   * chunks arrive in one parallel wave and the later imports find them loaded.
   */
  preload?(): readonly Promise<unknown>[];
  /**
   * `visitor`: it waits for the visitor (a scroll), not for the page's data, so the page's first
   * decisions (`whenFeaturesSettled`) do not wait for it.
   */
  paced?: 'data' | 'visitor';
}

/** Where a feature shows: its bar in the page bars' stack, or the dialog host. */
export type Slot = { bar: string } | 'dialog';

interface SlotLoaders {
  bar(id: string): Promise<unknown>;
  dialog(): Promise<unknown>;
}

/** What loads each slot's host, named by mount/page-services.ts (a feature may not import the shell). */
let slotLoaders: SlotLoaders | null = null;

export function setSlotLoaders(loaders: SlotLoaders): void {
  slotLoaders = loaders;
}

/** A feature of the page's list (mount/page-services.ts), its module type erased: what runs it. */
export interface Feature {
  readonly name: string;
  /** Starts the gate (runFeature); returns its stop. */
  run(): () => void;
}

/** A feature's gate as data, with `run()` for the page's list; each feature's `gate.ts` makes one. */
export function defineFeature<M>(definition: FeatureDefinition<M>): FeatureDefinition<M> & Feature {
  const feature: FeatureDefinition<M> & Feature = { ...definition, run: () => runFeature(feature) };
  return feature;
}

/** Features deciding from the page's data that have not decided yet, or not started what they load. */
let unsettled = 0;
let onSettled: (() => void)[] = [];

const flushSettled = () => {
  if (unsettled > 0) return;
  const listeners = onSettled;
  onSettled = [];
  for (const run of listeners) run();
};

/**
 * Calls `run` once every running feature that decides from the page's data has decided, and those
 * that said yes have loaded and started (issue 22): below-the-fold work (the footer's content)
 * waits for it so as not to compete with the bars and dialogs the data asks for. Checked in a
 * microtask, once the page's list has registered all its gates.
 */
export function whenFeaturesSettled(run: () => void): void {
  onSettled.push(run);
  queueMicrotask(flushSettled);
}

/** The wave of a feature's chain besides `load`; a failure here is the later import's to retry. */
function preloadChain<M>(feature: FeatureDefinition<M>): void {
  const slots = (typeof feature.slots === 'function' ? feature.slots() : feature.slots ?? []).map((slot) => (slot === 'dialog' ? slotLoaders?.dialog() : slotLoaders?.bar(slot.bar)));
  void Promise.allSettled([...slots, ...(feature.preload?.() ?? [])]);
}

/**
 * Watches, decides, loads and starts one feature; returns its stop. Every feature fails the same
 * way: the chunk is retried with backoff (`loadChunk`), then the failure is logged once and the
 * feature is asked again at the next chance (the network is back, the page is shown again, the
 * visitor acts), so a dropped request costs a bar or a dialog until then, not for the whole visit.
 */
export function runFeature<M>(feature: FeatureDefinition<M>): () => void {
  let phase: 'watching' | 'loading' | 'started' | 'decided' = 'watching';
  let stopped = false;
  // A feature whose chunk keeps failing is reported once a page, not at every next chance.
  let reported = false;
  let stopStarted: (() => void) | void;
  // Counted among the page's first decisions until its first `no`, its start, its failure or its stop.
  let counted = feature.paced !== 'visitor';
  if (counted) unsettled += 1;
  const settle = () => {
    if (!counted) return;
    counted = false;
    unsettled -= 1;
    queueMicrotask(flushSettled);
  };
  const check = () => {
    if (stopped || phase !== 'watching') return;
    const decision = feature.when();
    if (decision === 'wait') return;
    if (decision === 'no') {
      if (feature.decide === 'once') phase = 'decided';
      feature.onDecision?.('no');
      settle();
      return;
    }
    phase = 'loading';
    feature.onDecision?.('yes');
    preloadChain(feature);
    loadChunk(feature.load).then((module) => {
      if (stopped) return;
      phase = 'started';
      const started = feature.start(module);
      if (typeof started === 'function') stopStarted = started;
      // The work it started failing is the feature's own to tell: the gate has done its part.
      void Promise.resolve(started).catch((error: unknown) => report(error, { area: 'chunk', what: `${feature.name} failed` }))
        .finally(() => {
          feature.onDecision?.('started');
          settle();
        });
    }, (error: unknown) => {
      if (!reported) report(error, { area: 'chunk', what: `could not load ${feature.name}` });
      reported = true;
      feature.onDecision?.('failed');
      settle();
      nextChance(() => {
        phase = 'watching';
        check();
      });
    });
  };
  feature.prepare?.();
  const offs = feature.watch.map((store) => store.listen(check));
  check();
  return () => {
    stopped = true;
    settle();
    for (const off of offs) off();
    stopStarted?.();
  };
}
