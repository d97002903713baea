// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Local ESLint rules of the project (eslint.config.js). Plain JavaScript: ESLint loads it on
 * Node 20 without a TypeScript loader.
 *
 * `first-paint-styles`: the first paint styles with static classes (`classes()`, src/theme/sheet.ts);
 * Emotion loads with the lazy parts only. A module of the first-paint closure (what the entry imports
 * statically, as build/first-paint-group.ts groups it into the core chunk) may not import
 * `@emotion/*`, use a `css` prop or switch its JSX runtime to Emotion's.
 */

/** Static imports and re-exports of a module's text: `import … from`, `import '…'`, `export … from`. */
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import\s+(?!type\s)(?:[\w$*{}\s,]+?\s+from\s*)?|export\s+(?!type\s)[\w$*{}\s,]*?\s*from\s*)(['"])([^'"]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @param {string} from @param {string} spec */
function resolveRelative(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The entry and every source module it imports statically, transitively (packages not followed). */
export function firstPaintClosure(entry) {
  const closure = new Set();
  const stack = [resolve(entry)];
  while (stack.length) {
    const file = /** @type {string} */ (stack.pop());
    if (closure.has(file)) continue;
    closure.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const next = resolveRelative(file, match[2]);
      if (next) stack.push(next);
    }
  }
  return closure;
}

/** One closure per entry and lint run: every file asks, the graph is read once. */
const closures = new Map();
function closureOf(entry) {
  let closure = closures.get(entry);
  if (!closure) {
    closure = firstPaintClosure(entry);
    closures.set(entry, closure);
  }
  return closure;
}

/** @type {import('eslint').Rule.RuleModule} */
const firstPaintStyles = {
  meta: {
    type: 'problem',
    docs: { description: 'no Emotion in the first-paint closure: static classes (classes()) only' },
    schema: [{ type: 'object', properties: { entry: { type: 'string' } }, additionalProperties: false }],
    messages: {
      emotion: '{{what}} in a first-paint module (statically imported by {{entry}}): use classes() from src/theme/sheet.ts, or load this part lazily',
    },
  },
  // A lazy import() of Emotion is fine: it is not in the first paint, so only declarations count.
  create(context) {
    const entryName = context.options[0]?.entry ?? 'src/index.ts';
    if (!closureOf(resolve(context.cwd, entryName)).has(resolve(context.filename))) return {};
    /** @param {import('eslint').Rule.Node} node @param {string} what */
    const report = (node, what) => context.report({ node, messageId: 'emotion', data: { what, entry: entryName } });
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (/@jsxImportSource\s+@emotion\//.test(comment.value)) context.report({ loc: /** @type {import('estree').SourceLocation} */ (comment.loc), messageId: 'emotion', data: { what: 'the Emotion JSX runtime', entry: entryName } });
        }
      },
      ImportDeclaration(node) {
        if (node.importKind !== 'type' && String(node.source.value).startsWith('@emotion/')) report(node, `an import of ${node.source.value}`);
      },
      JSXAttribute(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'css') report(node, 'a css prop');
      },
    };
  },
};

export default { meta: { name: 'site-chrome' }, rules: { 'first-paint-styles': firstPaintStyles } };
