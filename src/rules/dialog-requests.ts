import type { Pending } from './dialog-hold';

/**
 * The dialog store's state transitions (pure, on the first paint). Which waiting request shows,
 * and when, is `advance()` in dialog-queue.ts, loaded with the dialog host.
 */
export interface QueueItem {
  id: number;
  name: string;
  /** When it was asked for (ms). */
  at: number;
  /** Asked for by the dialog on screen, to take its place (the settings modal's Language row). */
  replace: boolean;
  props?: unknown;
}

/** At most one dialog on screen; the others wait in the order they were asked for. */
export interface Queue<T extends QueueItem> {
  showing: T | null;
  waiting: readonly T[];
  /** Sources of rule dialogs still deciding, by source (rules/dialog-hold.ts). */
  pending?: Readonly<Record<string, Pending>>;
  /** Sources of rule dialogs that have decided: asked for theirs, or decided none (rules/dialog-hold.ts). */
  decided?: readonly string[];
}

/**
 * Adds a request. A dialog asked for again updates its props: on screen in place (the language
 * modal's tabs), while waiting it keeps one place, the latest.
 */
export function enqueue<T extends QueueItem>(queue: Queue<T>, item: T): Queue<T> {
  if (queue.showing?.name === item.name) return { ...queue, showing: { ...queue.showing, props: item.props } };
  return { ...queue, waiting: [...queue.waiting.filter((w) => w.name !== item.name), item] };
}

/** Closes the dialog on screen (any, or only the one named), or drops a waiting request of that name. */
export function dismiss<T extends QueueItem>(queue: Queue<T>, name?: string): Queue<T> {
  return queue.showing && (name === undefined || queue.showing.name === name)
    ? { ...queue, showing: null }
    : { ...queue, waiting: queue.waiting.filter((w) => w.name !== name) };
}
