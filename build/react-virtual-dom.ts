import type { Plugin } from 'vite';

/**
 * @tanstack/react-virtual imports `react-dom` for one thing: `flushSync`, called only with its
 * `useFlushSync` option on. The market list turns it off (src/markets/MarketList.tsx: React 19
 * batches the scroll's re-render within the frame; the 9 overscan rows cover the gap). Left as it
 * is, the import makes the core export react-dom's module to the panel's chunk, a few bytes of a
 * first paint with none to spare; resolved here to a `flushSync` that just runs its callback.
 * Only that package's import is redirected: everything else gets react-dom itself.
 */
const VIRTUAL = /[\\/]node_modules[\\/]@tanstack[\\/]react-virtual[\\/]/;
export const FLUSH_SYNC_STUB = '\0site-chrome:react-virtual-flush-sync';

export function reactVirtualDom(): Plugin {
  return {
    name: 'site-chrome-react-virtual-dom',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'react-dom' && importer && VIRTUAL.test(importer) ? FLUSH_SYNC_STUB : null;
    },
    load(id) {
      return id === FLUSH_SYNC_STUB ? 'export function flushSync(run) { return run(); }' : null;
    },
  };
}
