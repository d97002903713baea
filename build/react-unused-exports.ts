import type { Plugin } from 'vite';

/**
 * React's production build is CommonJS: every `exports.X = …` stays in the core, used or not, and
 * the minifier cannot drop what an export keeps alive. These are used by nothing the script-tag
 * build bundles (its code, react-dom, Emotion, @tanstack/react-virtual): react-dom reaches React
 * through its internals object and `version` only. About 0.3 kB gzip of the first paint. Their
 * export lines are removed from react.production.js, and the build fails if a module names one of
 * them as React's: a named import from `react`, or a member of a binding of `react`
 * (`React.memo`, `React['memo']`). (The bundler build leaves React to the host: no such cut.)
 */
export const UNUSED_REACT_EXPORTS = [
  'Children', 'cloneElement', 'isValidElement', 'PureComponent', 'createRef', 'memo', 'cache', 'cacheSignal',
  'startTransition', 'useTransition', 'useActionState', 'useOptimistic', 'useDebugValue', 'useEffectEvent',
  'unstable_useCacheRefresh', 'addTransitionType', '__COMPILER_RUNTIME', 'Profiler', 'StrictMode', 'Activity',
  'ViewTransition', 'use',
] as const;

/**
 * The same for react-dom's own entry (`react-dom`, not `react-dom/client`): react-dom-client reaches
 * it for its internals object only, and the SDK calls `flushSync` (mount/shadow-root.tsx). The
 * resource hints (`preload`, `preinit`…), the form hooks, `createPortal` and the rest go: about
 * 0.4 kB gzip of the first paint.
 */
export const UNUSED_REACT_DOM_EXPORTS = [
  'browser', 'createPortal', 'preconnect', 'prefetchDNS', 'preinit', 'preinitModule', 'preload', 'preloadModule',
  'requestFormReset', 'unstable_batchedUpdates', 'useFormState', 'useFormStatus',
] as const;

const REACT = /[\\/]node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom\.production\.js$/;
const source = (pkg: string) => `['"]${pkg}['"]`;

/**
 * react.production.js (or react-dom.production.js) without the export statements of `names` (each
 * must be found): from `exports.<name> =` up to the next `exports.` statement, which is how those
 * files end.
 */
export function dropReactExports(code: string, names: readonly string[] = UNUSED_REACT_EXPORTS): string {
  let out = code;
  for (const name of names) {
    const statement = new RegExp(`^exports\\.${name} =[\\s\\S]*?(?=^exports\\.)`, 'm');
    if (!statement.test(out)) throw new Error(`React has no "exports.${name} = …;" line: check build/react-unused-exports.ts`);
    out = out.replace(statement, '');
  }
  return out;
}

/** The first of `names` that `code` uses as the package `pkg`'s, if any (comments are not read). */
export function reactUseOf(code: string, names: readonly string[] = UNUSED_REACT_EXPORTS, pkg = 'react'): string | null {
  const SOURCE = source(pkg);
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const wanted = new Set<string>(names);
  // import { a, b as c } from 'react' / export { a } from 'react'
  for (const m of text.matchAll(new RegExp(`(?:import|export)\\s*(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*${SOURCE}`, 'g'))) {
    for (const spec of (m[1] ?? '').split(',')) {
      const name = spec.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      if (wanted.has(name)) return name;
    }
  }
  // import * as React from 'react' / import React from 'react' / const React = require('react')
  const bindings = [
    ...text.matchAll(new RegExp(`import\\s+(?:\\*\\s+as\\s+)?([\\w$]+)\\s*(?:,\\s*\\{[^}]*\\})?\\s*from\\s*${SOURCE}`, 'g')),
    ...text.matchAll(new RegExp(`([\\w$]+)\\s*=\\s*require\\(\\s*${SOURCE}\\s*\\)`, 'g')),
  ].map((m) => m[1]!);
  for (const binding of bindings) {
    const escaped = binding.replace(/\$/g, '\\$');
    for (const m of text.matchAll(new RegExp(`(?<![\\w$.])${escaped}\\s*(?:\\.\\s*([\\w$]+)|\\[\\s*(['"\`])([\\w$]+)\\2\\s*\\])`, 'g'))) {
      const name = m[1] ?? m[3] ?? '';
      if (wanted.has(name)) return name;
    }
  }
  return null;
}

export function reactUnusedExports(): Plugin {
  return {
    name: 'site-chrome-react-unused-exports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (REACT.test(id)) return { code: dropReactExports(code), map: null };
      if (REACT_DOM.test(id)) return { code: dropReactExports(code, UNUSED_REACT_DOM_EXPORTS), map: null };
      if (id.startsWith('\0')) return null;
      const used = reactUseOf(code);
      if (used) this.error(`${id} uses React's ${used}, which build/react-unused-exports.ts removes from the bundle`);
      const usedDom = reactUseOf(code, UNUSED_REACT_DOM_EXPORTS, 'react-dom');
      if (usedDom) this.error(`${id} uses react-dom's ${usedDom}, which build/react-unused-exports.ts removes from the bundle`);
      return null;
    },
  };
}
