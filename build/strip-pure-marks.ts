import type { Plugin } from 'vite';

/**
 * The minifier writes a `/* @__PURE__ *\/` mark before each call and `new` whose result a later
 * bundler could drop if unused (every `atom()`, `new Map`, react-dom's CommonJS wrappers) and keeps
 * them in the served chunks: 68 in the core were about 100 B gzip of a first paint with none to
 * spare (issue 20's clobbering checks had to be paid for). These chunks are final code, loaded as
 * they are (the loader imports them; an app's bundler takes the ES entry whole), so the marks say
 * nothing to anyone. Removed once the chunk is minified, which is why this runs on the bundle and
 * not in renderChunk (the minifier comes after it and would write them again). Chunks with a source
 * map (SC_SOURCEMAP=1, profiling only) keep them, so the map's columns stay right.
 */
export const PURE_MARK = /\/\*\s*[@#]__PURE__\s*\*\/\s?/g;

export const stripPure = (code: string): string => code.replace(PURE_MARK, '');

export function stripPureMarks(): Plugin {
  return {
    name: 'site-chrome-strip-pure-marks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && !file.map) file.code = stripPure(file.code);
      }
    },
  };
}
