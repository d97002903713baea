import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import siteChrome from './build/eslint-plugin.js';
import { LAYER_IMPORTS } from './build/layers.js';

/**
 * Layer rules (README, architecture). Each boundary has a sample in build/eslint-boundaries.test.ts
 * that must fail lint, next to clean code that must pass.
 */

/** Host globals. Only src/platform (and src/api, src/mount, embed/, the service worker) reach them. */
const HOST_GLOBALS = [
  'window', 'document', 'location', 'navigator', 'matchMedia', 'history', 'localStorage', 'sessionStorage', 'indexedDB',
  'globalThis', 'self', 'top', 'parent', 'innerWidth', 'innerHeight', 'addEventListener', 'removeEventListener', 'dispatchEvent',
  'getComputedStyle',
].map((name) => ({ name, message: `host globals are reached through src/platform (${name})` }));

/** Packages a layer may not use: rules are pure functions of their input (no state, no React). */
const PACKAGES = { rules: ['react', 'nanostores', '@nanostores/react'] };

/** An import of one of these top-level folders of src/, from anywhere below src/. */
const folders = (...names) => ({ regex: `^(?:\\.\\./)+(?:${names.join('|')})(?:/|$)` });
/** The top-level folders of src/ that are layers below the components; each has its own rules. */
const LAYERS = ['api', 'config', 'i18n', 'mount', 'platform', 'rules', 'stores', 'sw', 'test', 'theme'];
/**
 * Every other top-level folder of src/ renders components (header, footer, bars, popups, …, ui,
 * root). Read from the disk, so a new feature folder is under the component rules by default.
 */
const COMPONENTS = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
  .map((entry) => entry.name);
/** The features: the component folders but the primitives (ui) and the roots that host them (root). */
const FEATURES = COMPONENTS.filter((name) => name !== 'ui' && name !== 'root');
/** Every top-level folder of src/. */
const ALL_FOLDERS = [...LAYERS, ...COMPONENTS];

/**
 * A `css` prop takes named styles (a constant, or a choice between constants), never a literal;
 * and a style is CSS text, never an object (`css({…})`): Emotion walks style objects with for…in,
 * which a polluted Object.prototype reaches (README, styles).
 */
const NAMED_STYLES = [
  { selector: "JSXAttribute[name.name='css'] ObjectExpression", message: 'name the style: a css`…` constant at module level (README, styles)' },
  { selector: "JSXAttribute[name.name='css'] TaggedTemplateExpression", message: 'name the style: a css`…` constant at module level (README, styles)' },
  { selector: "CallExpression[callee.name='css'] ObjectExpression", message: 'write the style as CSS text, css`…`, not as an object (README, styles)' },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'apps/*/dist/', 'apps/*/node_modules/', 'out/', 'test-results/', 'playwright-report/', 'demo-pages/', '.bench/'] },
  ...tseslint.configs.recommended,
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }] } },
  {
    files: ['src/**/*.{ts,tsx}', 'embed/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'site-chrome': siteChrome },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // Side effects belong in src/api, src/platform and the stores (README, architecture).
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'use src/platform/storage' }],
      // First paint: static classes; Emotion only in lazy modules (README, styles).
      'site-chrome/first-paint-styles': ['error', { entry: 'src/index.ts' }],
    },
  },
  {
    // The host document's members are read through one module (issue 20: DOM clobbering).
    files: ['src/**/*.{ts,tsx}', 'embed/**/*.{ts,tsx}'],
    ignores: ['src/platform/host-document.ts', 'src/test/**', 'src/**/*.test.{ts,tsx}', 'embed/**/*.test.{ts,tsx}'],
    plugins: { 'site-chrome': siteChrome },
    rules: { 'site-chrome/host-document': 'error' },
  },
  {
    // Everything but the layers that own the host: platform, api (fetch), mount (host slots,
    // script tag), the service worker (its own global scope). Tests stub globals freely.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**', 'src/api/**', 'src/mount/**', 'src/sw/**', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...HOST_GLOBALS],
    },
  },
  {
    // Lazy parts style with named Emotion constants (README, styles): the CSS minifier sees them
    // and a newcomer finds a style by name.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NAMED_STYLES] },
  },
  {
    files: COMPONENTS.map((name) => `src/${name}/**`),
    rules: {
      'no-restricted-syntax': ['error',
        { selector: "CallExpression[callee.name='fetch']", message: 'components dispatch store actions; calls live in src/api' },
        { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: 'use src/platform/cookies' },
        ...NAMED_STYLES,
      ],
    },
  },
  // The layer table (LAYER_IMPORTS): each folder's own list of what it may import; type-only
  // imports count the same (a type is an edge of the design, if not of the bundle).
  ...Object.entries(LAYER_IMPORTS).map(([folder, { may, types = [] }]) => {
    const others = ALL_FOLDERS.filter((name) => name !== folder && !may.includes(name) && !types.includes(name));
    const patterns = [];
    if (others.length) patterns.push({ ...folders(...others), message: `src/${folder}/ may import ${[...may, ...types.map((t) => `types of ${t}`)].join(', ') || 'no other folder of src/'} (the layer table, eslint.config.js)` });
    if (types.length) patterns.push({ ...folders(...types), allowTypeImports: true, message: `src/${folder}/ may import only types of ${types.join(', ')} (the layer table, eslint.config.js)` });
    return {
      files: [`src/${folder}/**`],
      // Tests may mount anything.
      ignores: ['src/**/*.test.{ts,tsx}'],
      rules: { 'no-restricted-imports': ['error', { ...(PACKAGES[folder] ? { paths: PACKAGES[folder] } : {}), patterns }] },
    };
  }),
  {
    // A feature sits below mount/, which renders it (a feature importing another feature is still
    // allowed: the folders per feature come next, issue 22).
    files: FEATURES.map((name) => `src/${name}/**`),
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...folders('mount'), message: 'features sit below src/mount/, which renders them (the layer table, eslint.config.js)' }] }] },
  },
);
