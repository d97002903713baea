#!/usr/bin/env node
// `node build/import-graph.mjs`: the import graph of src/ (production modules, tests left out) by
// folder, for a reviewer without tools: each folder-to-folder edge with its static, dynamic and
// type-only counts, the edges the layer table (build/layers.js) does not allow, and the import
// cycles between modules (static imports, then with dynamic and type imports too). Exits 1 when the table
// is broken, as the lint would say file by file. `--json` prints the numbers only.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { allowed, unitOf } from './layers.js';

export { allowed };

const SRC = resolve(new URL('../src', import.meta.url).pathname);
const IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Production modules: no tests, no declarations, nothing of src/test/ or the worker. */
export function sourceFiles(src = SRC) {
  return readdirSync(src, { recursive: true }).map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.d\.ts$/.test(f) && !/^(test|sw)\//.test(f))
    .map((f) => join(src, f));
}

function resolveModule(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  }
  return null;
}

/** Every relative import of `files`: from, to, and whether it is a type-only or a dynamic one. */
export function importsOf(files) {
  const edges = [];
  for (const from of files) {
    // Comments out: an import named in a comment is no import.
    const text = readFileSync(from, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[2] ?? m[3];
      if (!spec?.startsWith('.')) continue;
      const to = resolveModule(from, spec);
      if (to) edges.push({ from, to, kind: m[1] ? 'type' : m[3] ? 'dynamic' : 'static' });
    }
  }
  return edges;
}

/** The unit (build/layers.js) of a file of src/: its top folder, or `features/<name>`. */
export const folderOf = (file, src = SRC) => unitOf(relative(src, file));

/** Strongly connected components of more than one module (Tarjan's). */
export function cycles(nodes, edges) {
  const next = new Map(nodes.map((n) => [n, []]));
  for (const { from, to } of edges) next.get(from)?.push(to);
  let index = 0;
  const seen = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (v) => {
    seen.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!seen.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), seen.get(w)));
    }
    if (low.get(v) === seen.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const n of nodes) if (!seen.has(n)) visit(n);
  return found;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const files = sourceFiles();
  const edges = importsOf(files);
  const byFolder = new Map();
  const up = [];
  for (const e of edges) {
    const a = folderOf(e.from);
    const b = folderOf(e.to);
    if (a === b) continue;
    const key = `${a} -> ${b}`;
    const counts = byFolder.get(key) ?? { static: 0, dynamic: 0, type: 0 };
    counts[e.kind] += 1;
    byFolder.set(key, counts);
    if (!allowed(a, b, e.kind)) up.push(`${relative(SRC, e.from)} -> ${relative(SRC, e.to)} (${e.kind})`);
  }
  const staticOnly = cycles(files, edges.filter((e) => e.kind === 'static'));
  const all = cycles(files, edges);
  const summary = { modules: files.length, imports: edges.length, folderEdges: byFolder.size, againstTheTable: up.length, staticCycles: staticOnly.length, cyclesWithTypes: all.length };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(summary));
  } else {
    console.log('folder edges (static / dynamic / type-only):');
    for (const [key, c] of [...byFolder].sort()) console.log(`  ${key.padEnd(50)} ${c.static} / ${c.dynamic} / ${c.type}`);
    console.log(`\nimports the layer table (build/layers.js) does not allow: ${up.length}`);
    for (const line of up) console.log(`  ${line}`);
    const show = (name, found) => {
      console.log(`\n${name}: ${found.length}`);
      for (const group of found) console.log(`  ${group.map((f) => relative(SRC, f)).sort().join(' <-> ')}`);
    };
    show('import cycles between modules (static imports)', staticOnly);
    show('import cycles between modules (dynamic and type imports too)', all);
    console.log(`\n${JSON.stringify(summary)}`);
  }
  process.exitCode = up.length ? 1 : 0;
}
