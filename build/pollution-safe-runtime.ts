import type { Plugin } from 'vite';
import { finishedChunkRewrite } from './finished-chunks';

/**
 * The bundler's runtime builds a chunk's namespace object (`import('./x')` of a module that other
 * chunks import statically) with `for (var name in exports)`: on a host page whose
 * `Object.prototype` is polluted, that loop also walks the polluted keys and `defineProperty`
 * throws ("Getter must be a function"), so the lazy part fails to load. This rewrites that one
 * loop of the minified runtime to walk the object's own keys only (hostile.spec.ts tests it).
 */
export const EXPORT_LOOP = /for\(var (\w+) in (\w+)\)(\w+)\((\w+),\1,\{get:\2\[\1\],enumerable:!0\}\)/g;

export function pollutionSafeRuntime(): Plugin {
  return finishedChunkRewrite('site-chrome-pollution-safe-runtime',
    (code) => code.replace(EXPORT_LOOP, 'for(var $1 of Object.keys($2))$3($4,$1,{get:$2[$1],enumerable:!0})'));
}
