import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkFacts } from './chunk-names';

/**
 * `dist/chunks-manifest.json`: what the build emitted, for the tools that read dist/ (the size
 * budgets in .size-limit.cjs, the bench, the loader and service-worker builds in build/build.mjs)
 * so none of them has to find a chunk by matching file names.
 */
export interface ChunksManifest {
  /** Format of this file; a reader refuses another. */
  version: 1;
  /** Changes whenever any emitted file name changes (names carry content hashes): names caches. */
  build: string;
  /** The classic-script loader, built after this manifest (build/build.mjs). */
  loader: string;
  /** The content-hashed ES entry (the core chunk) that the loader imports. */
  entry: string;
  /** What a landing page downloads before the header paints: loader, entry and its static imports. */
  firstPaint: string[];
  /** Each chunk by name (build/chunk-names.ts): its file, the files it imports statically, its sources. */
  chunks: Record<string, ManifestChunk>;
  /** Catalog modules (build/catalogs-plugin.ts): feature → language → file. */
  catalogs: Record<string, Record<string, string>>;
}

export interface ManifestChunk {
  file: string;
  imports: string[];
  /** Source modules in the chunk, relative to the project (packages as `node_modules/<name>/…`). */
  modules: string[];
}

/** The facts of one emitted chunk the manifest is made of (a subset of Rolldown's OutputChunk). */
export interface EmittedChunk {
  name: string;
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

export interface EmittedCatalog {
  feature: string;
  lang: string;
  fileName: string;
}

/**
 * `entry` and every file it imports statically, transitively (not `import()`), entry first, then
 * in breadth-first order of the imports as written. An import of a file the map does not know is a
 * build error: the closure would silently miss a file.
 */
export function staticClosure(entry: string, importsOf: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let i = 0; i < queue.length; i++) {
    const imports = importsOf.get(queue[i]!);
    if (!imports) throw new Error(`${queue[i]} is not an emitted chunk`);
    for (const next of imports) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return queue;
}

/** The manifest of a build. Fails when the entry is missing or two chunks get one name. */
export function buildManifest(chunks: readonly EmittedChunk[], catalogs: readonly EmittedCatalog[], options: { loader: string; root: string }): ChunksManifest {
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const entry = entries[0]!.fileName;
  const byName: Record<string, ManifestChunk> = {};
  for (const c of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const other = byName[c.name];
    if (other) throw new Error(`two chunks are named "${c.name}" (${other.file}, ${c.fileName}): rename a module or extend build/chunk-names.ts`);
    byName[c.name] = { file: c.fileName, imports: [...c.imports], modules: sourcesOf(c.moduleIds, options.root) };
  }
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const byFeature: Record<string, Record<string, string>> = {};
  for (const c of [...catalogs].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    (byFeature[c.feature] ??= {})[c.lang] = c.fileName;
  }
  const files = [...chunks.map((c) => c.fileName), ...catalogs.map((c) => c.fileName)].sort();
  return {
    version: 1,
    build: createHash('sha256').update(files.join('\n')).digest('base64url').slice(0, 10),
    loader: options.loader,
    entry,
    firstPaint: [options.loader, ...staticClosure(entry, importsOf)],
    chunks: byName,
    catalogs: byFeature,
  };
}

/** Module ids as paths relative to the project; virtual modules (`\0…`) are left out. */
function sourcesOf(ids: readonly string[], root: string): string[] {
  return ids.filter((id) => !id.startsWith('\0')).map((id) => relative(root, id.split('?')[0]!).split('\\').join('/')).sort();
}

export const MANIFEST_FILE = 'chunks-manifest.json';

/**
 * Emits the manifest once the bundle is complete. `nameOf` is the naming `chunkFileNames` used
 * (build/chunk-names.ts), so a chunk's key is the name in its file name.
 */
export function chunksManifestPlugin(options: { loader: string; root: string; catalogs: () => readonly EmittedCatalog[]; nameOf: (chunk: ChunkFacts) => string }): Plugin {
  return {
    name: 'site-chrome-chunks-manifest',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks: EmittedChunk[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunks.push({ name: options.nameOf(file), fileName: file.fileName, isEntry: file.isEntry, imports: file.imports, moduleIds: file.moduleIds });
      }
      const manifest = buildManifest(chunks, options.catalogs(), options);
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 1)}\n` });
    },
  };
}
