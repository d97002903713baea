import type { Plugin } from 'vite';

/**
 * React's production build is CommonJS: every `exports.X = …` stays in the core, used or not, and
 * the minifier cannot drop what an export keeps alive. `Children` (with its thenable and key
 * helpers), `cloneElement` and `isValidElement` are used by nothing the SDK bundles (its code,
 * react-dom, Emotion, @tanstack/react-virtual): about 0.9 kB gzip of the first paint. Their export
 * lines are removed from react.production.js, and the build fails if any other module names one
 * of them (a word match, so a comment counts too: better a false alarm than an undefined at run time).
 */
export const UNUSED_REACT_EXPORTS = ['Children', 'cloneElement', 'isValidElement'] as const;

const REACT = /[\\/]node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/;
const NAMED = new RegExp(`\\b(${UNUSED_REACT_EXPORTS.join('|')})\\b`);

/**
 * react.production.js without the export statements of `names` (each must be found): from
 * `exports.<name> =` up to the next `exports.` statement, which is how that file ends.
 */
export function dropReactExports(code: string, names: readonly string[] = UNUSED_REACT_EXPORTS): string {
  let out = code;
  for (const name of names) {
    const statement = new RegExp(`^exports\\.${name} =[\\s\\S]*?(?=^exports\\.)`, 'm');
    if (!statement.test(out)) throw new Error(`react.production.js has no "exports.${name} = …;" line: check build/react-unused-exports.ts`);
    out = out.replace(statement, '');
  }
  return out;
}

export function reactUnusedExports(): Plugin {
  return {
    name: 'site-chrome-react-unused-exports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (REACT.test(id)) return { code: dropReactExports(code), map: null };
      const used = NAMED.exec(code);
      if (used && !id.startsWith('\0')) this.error(`${id} names React's ${used[1]}, which build/react-unused-exports.ts removes from the bundle`);
      return null;
    },
  };
}
