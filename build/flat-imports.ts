import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { staticModuleClosure } from './first-paint-group';

/**
 * Issue 22, "a data-driven part shows with the header": a lazy chunk's static imports are found
 * only once the chunk has arrived and been parsed, and theirs only after them, so a feature three
 * imports deep costs three round trips after its `import()` (on a 100 ms link, 300 ms). Vite's own
 * cure (module preload links) is off in library mode and would write `<link>`s into the host
 * page's head. Instead each `import()` in a lazy chunk fetches the target's static imports beside
 * it: `import(\`./x.js\`)` becomes `Promise.all([import(\`./x.js\`),import(\`./a.js\`),…]).then(m=>m[0])`,
 * every specifier still a literal, so an app's bundler still finds every file.
 *
 * Left out of the list: what the importing chunk already has loaded (its own static imports, the
 * first paint's files), and a file in an import cycle with the target (imported first, it would
 * run the target before itself, an order the code was not built for). Evaluating the others early
 * changes nothing: they are the target's static imports, run before it in any case, and a chunk
 * runs its own imports first.
 *
 * The first paint's chunks are left alone (their bytes are at the budget, and their dynamic
 * imports start mostly on use), except for imports of the targets in `fromFirstPaint`: the chunks
 * a prerendered page's hydration renders first (issue 25), asked for by the core in one wave. The rewrite of each chunk follows from the names it imports (each
 * carrying its content hash), so a chunk's name still changes whenever its code does
 * (build/finished-chunks.ts says why that matters).
 */
export interface FlatChunk {
  fileName: string;
  code: string;
  /** Files the chunk imports statically (Rolldown's `imports`). */
  imports: readonly string[];
}

/** `import(\`./x.js\`)` as the minifier writes it (template or string literal, no substitution). */
const DYNAMIC_IMPORT = /\bimport\((`|")(\.{1,2}\/[^`"$]+?\.js)\1\)/g;

/** Every file `file` imports statically, transitively, not counting itself. */
function closureOf(file: string, importsOf: ReadonlyMap<string, readonly string[]>): Set<string> {
  const closure = staticModuleClosure(file, importsOf);
  closure.delete(file);
  return closure;
}

/** A specifier for `to` from the chunk `from` (both paths relative to the output directory). */
function specifier(from: string, to: string): string {
  const rel = posix.relative(posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/**
 * The chunks' new code, by file name, for those it changed. `skip`: chunks to leave as they are
 * (the first paint), but for their imports of `alsoIn`'s files; their files count as loaded for
 * every other chunk, as do `loadedFirst`'s.
 */
export function flattenDynamicImports(chunks: readonly FlatChunk[], skip: ReadonlySet<string>, loadedFirst: ReadonlySet<string> = new Set(),
  alsoIn: ReadonlySet<string> = new Set()): Map<string, string> {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports] as const));
  const closures = new Map<string, Set<string>>();
  const closure = (file: string) => {
    let found = closures.get(file);
    if (!found) closures.set(file, (found = closureOf(file, importsOf)));
    return found;
  };
  const rewritten = new Map<string, string>();
  for (const chunk of chunks) {
    const skipped = skip.has(chunk.fileName);
    if (skipped && alsoIn.size === 0) continue;
    const loaded = closure(chunk.fileName);
    const code = chunk.code.replace(DYNAMIC_IMPORT, (whole, quote: string, spec: string) => {
      const target = posix.normalize(posix.join(posix.dirname(chunk.fileName), spec));
      if (!importsOf.has(target) || (skipped && !alsoIn.has(target))) return whole;
      const extra = [...closure(target)].filter((dep) => dep !== chunk.fileName && !loaded.has(dep) && !skip.has(dep) && !loadedFirst.has(dep)
        && !closure(dep).has(target)).sort();
      if (extra.length === 0) return whole;
      const all = [whole, ...extra.map((dep) => `import(${quote}${specifier(chunk.fileName, dep)}${quote})`)];
      return `Promise.all([${all.join(',')}]).then(m=>m[0])`;
    });
    if (code !== chunk.code) rewritten.set(chunk.fileName, code);
  }
  return rewritten;
}

/**
 * The build step: after minifying (`generateBundle`), every chunk but the entry's static closure.
 * `atMount`: chunks the entry loads at every mount (the page services), loaded before any lazy
 * part can ask for them, so no list names them. `fromFirstPaint`: chunk names whose imports the
 * first paint's chunks flatten too.
 */
export function flatImports(atMount: readonly string[], fromFirstPaint: readonly string[] = []): Plugin {
  return {
    name: 'site-chrome:flat-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports] as const));
      const firstPaint = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...staticModuleClosure(c.fileName, importsOf)]));
      const loaded = new Set(chunks.filter((c) => atMount.includes(c.name)).map((c) => c.fileName));
      const alsoIn = new Set(chunks.filter((c) => fromFirstPaint.includes(c.name)).map((c) => c.fileName));
      const changed = flattenDynamicImports(chunks, firstPaint, loaded, alsoIn);
      for (const chunk of chunks) chunk.code = changed.get(chunk.fileName) ?? chunk.code;
    },
  };
}
