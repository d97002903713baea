import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import siteChrome from './build/eslint-plugin.js';

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
  {
    // ui/ holds primitives only: no feature, store, data or call. A primitive may translate its own
    // fixed labels (Loading, Close, Retry) through i18n, as it is styled through theme/.
    files: ['src/ui/**'],
    // Tests may mount anything.
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        ...folders('stores', 'config', 'rules', 'api', 'mount', ...FEATURES),
        message: 'ui/ holds primitives only; features pass what they need as props',
      }] }],
    },
  },
  {
    // Stores hold state and actions; they never reach up into the components or the mount layer.
    // Type-only imports are erased and create no runtime edge.
    files: ['src/stores/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{
        ...folders('mount', ...COMPONENTS), allowTypeImports: true,
        message: 'stores may not import components or mount/ (events are in src/platform/events)',
      }] }],
    },
  },
  {
    // Rules are pure functions of their input: no state, no calls, no React.
    files: ['src/rules/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'nanostores', '@nanostores/react'], patterns: [{
        ...folders('stores', 'platform', 'api', 'mount', 'i18n', ...COMPONENTS), allowTypeImports: true,
        message: 'src/rules holds pure functions: pass the state in',
      }] }],
    },
  },
);
