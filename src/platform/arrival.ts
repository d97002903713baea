/**
 * A module the loader fetches beside the core (build/at-mount.mjs: the page services, the calls)
 * says so itself, last thing when it runs. The core's own `import()` of a module that has already
 * run still resolves a scheduler task later, and that task waits behind the first render: about
 * 90 ms at CPU 1x, which sent the features' decision calls (the compliance answer, the bulletin)
 * out after `sitechrome:ready` (issue 22). Waiting on the announcement as well, the mount starts
 * them as soon as the module has run.
 */
export interface Arrival<T> {
  /**
   * The module's own last statement: its value is here. Only the first counts. It only queues the
   * waiters' microtasks: none of their work runs inside the module's evaluation.
   */
  announce(value: T): void;
  /**
   * The value once announced or once `load` (the `import()`, which also runs the module where no
   * loader fetched it: an app's bundle, the tests) resolves, whichever comes first; `load`'s
   * failure rejects, unless the module has announced itself before.
   */
  load(load: () => Promise<T>): Promise<T>;
}

export function arrival<T>(): Arrival<T> {
  let announce!: (value: T) => void;
  const announced = new Promise<T>((resolve) => {
    announce = resolve;
  });
  return { announce, load: (load) => Promise.race([announced, load()]) };
}
