import type { Plugin } from 'vite';

/**
 * Emits `site-chrome.js` (the stable ES entry of CONTRACT §1) as a re-export of the
 * content-hashed core chunk. (The loader learns the core's name from the chunks manifest.)
 */
export function stableEntry(): Plugin {
  return {
    name: 'site-chrome-stable-entry',
    generateBundle(_options, bundle) {
      const core = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!core || core.type !== 'chunk') throw new Error('no entry chunk');
      // The core may export internals for its lazy chunks (preserveEntrySignatures in
      // vite.config.ts), so the public entry names the public exports of src/index.ts instead of
      // `export *`.
      const own = core.facadeModuleId ? this.getModuleInfo(core.facadeModuleId)?.exports : undefined;
      if (!own?.length) throw new Error('no export list for the entry module');
      // `__boot` and any other `__` name is the loader's, which imports the core chunk itself.
      const names = own.filter((name) => !name.startsWith('__'));
      this.emitFile({ type: 'asset', fileName: 'site-chrome.js', source: `export { ${names.join(', ')} } from './${core.fileName}';\n` });
    },
  };
}
