import type { Plugin } from 'vite';

/**
 * Everything the entry imports statically goes into ONE chunk. Rolldown would otherwise move each
 * module that a lazy chunk shares with the entry into a common chunk of its own, and the first
 * paint would download several files that gzip worse apart (and one more request after another).
 * `test` is the codeSplitting group's test: is this module in the entry's static closure?
 */
export function firstPaintGroup(): { plugin: Plugin; test: (id: string) => boolean; closureOf: (root: RegExp, also?: RegExp) => (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let entry: string | null = null;
  let closure: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'site-chrome-first-paint-group',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };
  const test = (id: string): boolean => {
    if (!closure) {
      if (!entry) return false;
      closure = staticModuleClosure(entry, imports);
    }
    return closure.has(id);
  };
  /**
   * A group's test for a lazy module and its static imports, and the modules `also` matches (the
   * first paint's modules are the core group's, which comes first): for the chunks every mount
   * loads (build/at-mount.mjs), so their imports come in the same response instead of one round
   * trip later (issue 22).
   */
  const closureOf = (root: RegExp, also?: RegExp) => {
    let members: Set<string> | null = null;
    return (id: string): boolean => {
      if (!members) {
        const rootId = [...imports.keys()].find((m) => root.test(m));
        if (!rootId) throw new Error(`no module matches ${root}`);
        members = staticModuleClosure(rootId, imports);
      }
      return members.has(id) || !!also?.test(id);
    };
  };
  return { plugin, test, closureOf };
}

/** `entry` and every module it imports statically, transitively. */
export function staticModuleClosure(entry: string, imports: ReadonlyMap<string, readonly string[]>): Set<string> {
  const closure = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const next = stack.pop()!;
    if (closure.has(next)) continue;
    closure.add(next);
    stack.push(...(imports.get(next) ?? []));
  }
  return closure;
}
