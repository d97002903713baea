import type { Plugin } from 'vite';
import { finishedChunkRewrite } from './finished-chunks';

/**
 * The minifier writes a `/* @__PURE__ *\/` mark before each call and `new` whose result a later
 * bundler could drop if unused (every `atom()`, `new Map`, react-dom's CommonJS wrappers) and keeps
 * them in the served chunks: 68 in the core were about 100 B gzip of a first paint with none to
 * spare (issue 20's clobbering checks had to be paid for). These chunks are final code, loaded as
 * they are (the loader imports them; an app's bundler takes the ES entry whole), so the marks say
 * nothing to anyone. Removed from the finished chunk (build/finished-chunks.ts: why not earlier,
 * and what that means for the names' hashes). Chunks with a source map (SC_SOURCEMAP=1, profiling
 * only) keep them, so the map's columns stay right.
 */
export const PURE_MARK = /\s*\/\*\s*[@#]__PURE__\s*\*\/\s*/g;
/**
 * The other notes the minifier keeps for a later tool, as dead in final code: nanostores'
 * `@__NO_SIDE_EFFECTS__` before `atom` and `computed`, the SDK's own `@vite-ignore` before an
 * `import()` or `new URL()` (Vite reads it while building, then it is just a comment), and a
 * library's `istanbul ignore`. About 50 B gzip of the first paint, 10 of the page services.
 */
export const TOOL_NOTE = /\s*\/\*\s*(?:[@#]__NO_SIDE_EFFECTS__|@vite-ignore|istanbul ignore next)\s*\*\/\s*/g;

/** Two characters that would make one token if the note between them went (`a b`, `+ +`, `/ /`). */
const JOINS = /^(?:[\w$]{2}|[+-]{2}|\/[/*])$/;

/**
 * What stands for a note: nothing after `(`, `,`, `[`, `{` or `;` (where a line break never ends a
 * statement); elsewhere a line break if the note spanned one (`return` and the like end there), a
 * space where two tokens would join, else nothing.
 */
function noteGap(note: string, at: number, all: string): string {
  const before = all[at - 1] ?? '';
  if (before === '' || '(,[{;'.includes(before)) return '';
  if (/[\n\r\u2028\u2029]/.test(note)) return '\n';
  return JOINS.test(before + (all[at + note.length] ?? '')) ? ' ' : '';
}

/** The code without the marks and notes. */
// Both through noteGap: `return/* @__PURE__ */ o(…)` must stay `return o(…)`, never `returno(…)`
// (still valid syntax, so only the run time would tell: a decoder threw "returno is not defined").
export const stripPure = (code: string): string => code.replace(PURE_MARK, noteGap).replace(TOOL_NOTE, noteGap);

/** Removes the marks and notes above from every finished chunk that has no source map. */
export function stripPureMarks(): Plugin {
  return finishedChunkRewrite('site-chrome-strip-pure-marks', stripPure, { skipMapped: true });
}
