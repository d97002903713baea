import type { Plugin } from 'vite';

/**
 * A build step that rewrites each finished chunk's code: minified already (the minifier runs after
 * `renderChunk` and would undo or redo what such a step changes), named and about to be written.
 * Used by pollution-safe-runtime.ts and strip-pure-marks.ts.
 *
 * Mind: the content hashes in the file names are taken before this hook. A build whose sources are
 * the same but whose rewrite changed serves new code under the old names, which CDNs and the
 * service worker cache as immutable: change a rewrite together with a version bump.
 * `skipMapped`: leave chunks with a source map alone (their columns would no longer match).
 */
export function finishedChunkRewrite(name: string, rewrite: (code: string) => string, { skipMapped = false } = {}): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !(skipMapped && file.map)) file.code = rewrite(file.code);
      }
    },
  };
}
