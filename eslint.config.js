import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import siteChrome from './build/eslint-plugin.js';
import { LAYER_IMPORTS, SHELL } from './build/layers.js';

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
/** The feature folders, src/features/<name>/ (read from the disk: a new one is under the rules by default). */
const FEATURE_FOLDERS = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);
for (const name of FEATURE_FOLDERS) {
  // The import patterns tell folders by name: a feature named like a folder of src/ would be both.
  if (readdirSync(new URL('./src/', import.meta.url)).includes(name)) throw new Error(`src/features/${name}/ is named like a folder of src/`);
}
/**
 * Every other top-level folder of src/ renders components (header, footer, bars, popups, …, ui,
 * root). Read from the disk, so a new feature folder is under the component rules by default.
 */
const COMPONENTS = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
  .map((entry) => entry.name);
/** Every top-level folder of src/. */
const ALL_FOLDERS = [...LAYERS, ...COMPONENTS];

/** The import patterns of one row of the layer table: every folder of src/ it may not import. */
function layerPatterns(row) {
  const { may, types = [] } = LAYER_IMPORTS[row];
  const others = ALL_FOLDERS.filter((name) => name !== row && !may.includes(name) && !types.includes(name));
  const allowedList = [...may, ...types.map((t) => `types of ${t}`)].join(', ') || 'no other folder of src/';
  const patterns = [];
  if (others.length) patterns.push({ ...folders(...others), message: `src/${row}/ may import ${allowedList} (the layer table, build/layers.js)` });
  if (types.length) patterns.push({ ...folders(...types), allowTypeImports: true, message: `src/${row}/ may import only types of ${types.join(', ')} (the layer table, build/layers.js)` });
  return patterns;
}

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
  { ignores: ['dist/', 'node_modules/', 'apps/*/dist/', 'apps/*/dist-ssr/', 'apps/*/node_modules/', 'out/', 'test-results/', 'playwright-report/', 'demo-pages/', '.bench/'] },
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
      // The layer table for import(), which no-restricted-imports does not see.
      'site-chrome/dynamic-imports': 'error',
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
    // One error path (issue 24): what the SDK handles goes through platform/report.ts, which logs
    // it once and hands it to `onError`; a console call elsewhere would bypass both. (The loader,
    // embed/, runs before the core that holds it: its one message is a bundle that never came. The
    // service worker, src/sw/, is a program of its own in a worker: no page, no `onError`, and its
    // warnings go to the worker's console, not the host page's.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/report.ts', 'src/sw/**', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    // Lazy parts style with named Emotion constants (README, styles): the CSS minifier sees them
    // and a newcomer finds a style by name.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NAMED_STYLES] },
  },
  {
    files: COMPONENTS.map((name) => `src/${name}/**`),
    ignores: ['src/**/*.test.{ts,tsx}'],
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
  ...Object.keys(LAYER_IMPORTS).filter((row) => row !== 'features').map((folder) => ({
    files: [`src/${folder}/**`],
    // Tests may mount anything.
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { ...(PACKAGES[folder] ? { paths: PACKAGES[folder] } : {}), patterns: layerPatterns(folder) }] },
  })),
  {
    // The shell sits below mount/, which renders it; it gives the features their slots.
    files: SHELL.map((name) => `src/${name}/**`),
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...folders('mount'), message: 'the shell sits below src/mount/, which renders it (the layer table, build/layers.js)' }] }] },
  },
  // A feature imports the layers below it and no other feature; its rules files are the rules layer.
  ...FEATURE_FOLDERS.flatMap((name) => {
    const others = FEATURE_FOLDERS.filter((other) => other !== name);
    const noOther = others.length ? [{ ...folders(...others), message: `a feature imports no other feature: src/features/${name}/ may import the layers below it (the layer table, build/layers.js)` }] : [];
    const tests = ['src/**/*.test.{ts,tsx}'];
    const rulesFiles = [`src/features/${name}/rules.ts`, `src/features/${name}/*-rules.ts`];
    return [
      {
        files: [`src/features/${name}/**`],
        ignores: [...tests, ...rulesFiles],
        rules: { 'no-restricted-imports': ['error', { patterns: [...layerPatterns('features'), ...noOther] }] },
      },
      {
        files: rulesFiles,
        ignores: tests,
        rules: {
          'no-restricted-imports': ['error', {
            paths: PACKAGES.rules,
            patterns: [...layerPatterns('rules'), ...noOther,
              { regex: '^\\./(?![\\w-]*rules$)', message: `a feature's rules (rules.ts, *-rules.ts) are pure: they import the feature's other rules only (the layer table, build/layers.js)` }],
          }],
        },
      },
    ];
  }),
);
