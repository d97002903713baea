// @ts-check
/**
 * The layer table: what each folder of src/ may import, bottom to top (docs/architecture.md prints
 * it). `may`: runtime and type imports; `types`: type imports only. A folder not listed is a
 * feature (header, footer, bars, dialogs, …): it may import every layer below mount/; mount/ and
 * the tests may import anything. `node build/import-graph.mjs` prints the edges the code has,
 * and eslint.config.js enforces it.
 */
/** @type {Record<string, { may: string[], types?: string[] }>} */
export const LAYER_IMPORTS = {
  platform: { may: [] },
  theme: { may: ['platform'] },
  i18n: { may: ['platform'] },
  config: { may: ['i18n'] },
  api: { may: ['platform', 'config'] },
  rules: { may: ['config'], types: ['api'] },
  stores: { may: ['platform', 'theme', 'i18n', 'config', 'api', 'rules'] },
  root: { may: ['platform', 'theme', 'i18n', 'config', 'rules', 'stores'], types: ['api'] },
  // ui/ holds primitives only: no feature, store, data or call; features pass what they need as props.
  ui: { may: ['platform', 'theme', 'i18n', 'root'] },
};
