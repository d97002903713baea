import type { Plugin } from 'vite';

/**
 * The bundler's runtime builds a chunk's namespace object (`import('./x')` of a module that other
 * chunks import statically) with `for (var name in exports)`: on a host page whose
 * `Object.prototype` is polluted, that loop also walks the polluted keys and `defineProperty`
 * throws ("Getter must be a function"), so the lazy part fails to load. This rewrites that one
 * loop of the minified runtime to walk the object's own keys only (hostile.spec.ts tests it).
 */
export const EXPORT_LOOP = /for\(var (\w+) in (\w+)\)(\w+)\((\w+),\1,\{get:\2\[\1\],enumerable:!0\}\)/g;

export function pollutionSafeRuntime(): Plugin {
  return {
    name: 'site-chrome-pollution-safe-runtime',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        file.code = file.code.replace(EXPORT_LOOP, 'for(var $1 of Object.keys($2))$3($4,$1,{get:$2[$1],enumerable:!0})');
      }
    },
  };
}
