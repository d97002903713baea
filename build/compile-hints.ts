import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; a plain comment elsewhere): a file whose first
 * line is this comment has all its functions compiled eagerly, on a background thread while the
 * file streams in, instead of each one on the main thread the first time it runs. The core is the
 * file for it: nearly all of it runs before `sitechrome:ready` (React's render path, the header,
 * the mount). Measured (docs/figures.md, 2026-12-02): the longest SDK script of a load, the core's
 * evaluation with the header's first render compiling as it goes, went from a median of 48 to
 * 55 ms to 37 to 45 ms over five 25-load probes. Lazy chunks keep V8's own choice: most of their
 * code never runs on a given page.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The hint on the entry chunk (the core), as its very first line, where V8 looks for it. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/**
 * The build step. After the other finished-chunk rewrites (build/finished-chunks.ts says why the
 * content hash in the name does not see it: the hint is a comment and changes no behaviour).
 */
export function compileHints(): Plugin {
  return {
    name: 'site-chrome-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.isEntry) file.code = withCompileHint(file.code);
      }
    },
  };
}
