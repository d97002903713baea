// @ts-check
/**
 * The layer table: what each folder of src/ may import, bottom to top (docs/architecture.md prints
 * it). `may`: runtime and type imports; `types`: type imports only. `features` is the row of every
 * feature folder, `src/features/<name>/`: a feature imports the layers below it and no other
 * feature. The shell (SHELL: the header, the footer and the hosts that give features their slots)
 * may import every feature and layer below mount/; mount/, server/ and the tests may import anything.
 * `node build/import-graph.mjs` prints the edges the code has, and eslint.config.js enforces it.
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
  features: { may: ['platform', 'theme', 'i18n', 'config', 'api', 'rules', 'stores', 'root', 'ui'] },
};

/** The shell: what composes the features into the chrome, each feature in its slot. */
export const SHELL = ['header', 'footer', 'dialogs', 'bars', 'overlay'];

/**
 * A feature's pure rules (`rules.ts`, `<name>-rules.ts`) are the rules layer inside the feature's
 * folder: the rules row, plus the same feature's other rules files.
 */
export const FEATURE_RULES = /(^|-)rules\.ts$/;

/**
 * The unit a file of src/ is judged by: its top folder (`stores`, `header`, `index`), or for a
 * feature `features/<name>`, and `features/<name>#rules` for a feature's rules file.
 * @param {string} path the file's path below src/, with `/`
 */
export function unitOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'features' && parts.length > 2) {
    return `features/${parts[1]}${FEATURE_RULES.test(parts[parts.length - 1] ?? '') ? '#rules' : ''}`;
  }
  return (parts[0] ?? '').replace(/\.tsx?$/, '');
}

/**
 * Whether the layer table lets unit `from` import unit `to` (unitOf) with an import of `kind`
 * (`static`, `dynamic` or `type`).
 * @param {string} from @param {string} to @param {string} kind
 */
export function allowed(from, to, kind) {
  if (from === to) return true;
  const feature = (/** @type {string} */ unit) => /^features\/([^#]+)/.exec(unit)?.[1];
  const [fromFeature, toFeature] = [feature(from), feature(to)];
  if (fromFeature && from.endsWith('#rules')) {
    // A feature's rules: the rules row, and the same feature's rules.
    if (toFeature) return toFeature === fromFeature && to.endsWith('#rules');
    return allowed('rules', to, kind);
  }
  if (fromFeature) {
    // A feature: its own files, the layers below; never another feature, the shell or mount/.
    if (toFeature) return toFeature === fromFeature;
    return allowed('features', to, kind);
  }
  const row = LAYER_IMPORTS[from];
  if (row) return !toFeature && (row.may.includes(to) || (kind === 'type' && (row.types ?? []).includes(to)));
  // index.ts, mount/ and server/ (the Node entry, which renders the roots as mount/ does): anything.
  // The shell: anything below mount/.
  if (from === 'index' || from === 'mount' || from === 'server') return true;
  return to !== 'mount' && to !== 'index';
}
