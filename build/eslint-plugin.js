// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { allowed, unitOf } from './layers.js';

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

/**
 * `host-document`: the host document's members are read through src/platform/host-document.ts
 * (issue 20). An `<img name="cookie">` (embed, form, object, iframe) makes `document.cookie` that
 * element, and so for every member, methods included. Reported: a member of the global `document`
 * (`document.cookie`, `document['body']`, `const { cookie } = document`), and a member of any
 * `x.document` or `x.ownerDocument` (`window.document.body`, `el.ownerDocument.createElement`).
 * Not seen: a document under another name (`const d = document; d.body`, a `doc` parameter), and
 * what libraries do with it (React creates elements through `ownerDocument.createElement`).
 */
/** @type {import('eslint').Rule.RuleModule} */
const hostDocument = {
  meta: {
    type: 'problem',
    docs: { description: 'read the host document through src/platform/host-document.ts' },
    schema: [],
    messages: {
      member: 'read {{what}} through src/platform/host-document (hostGet, hostQuery, hostCreate): an element named so on the page shadows it',
    },
  },
  create(context) {
    const { sourceCode } = context;
    /** @param {any} node the document expression; @param {string} what */
    const check = (node, what) => {
      const parent = node.parent;
      if (parent?.type === 'MemberExpression' && parent.object === node) {
        const name = parent.computed ? sourceCode.getText(parent.property) : parent.property.name;
        context.report({ node: parent, messageId: 'member', data: { what: `${what}.${name}` } });
      } else if (parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'ObjectPattern') {
        context.report({ node: parent, messageId: 'member', data: { what: `the members of ${what}` } });
      }
    };
    return {
      'Program:exit'(program) {
        const global = sourceCode.getScope(program);
        const refs = [...global.through, ...(global.set.get('document')?.references ?? [])];
        for (const ref of refs) if (ref.identifier.name === 'document') check(ref.identifier, 'document');
      },
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const name = node.property.name;
        if (name === 'document' || name === 'ownerDocument') check(node, `${sourceCode.getText(node.object)}.${name}`);
      },
    };
  },
};

/**
 * `dynamic-imports`: an `import()` follows the layer table (build/layers.js) as the static imports
 * do; `no-restricted-imports` sees declarations only, and a lazy feature is one `import()` away.
 */
const dynamicImports = {
  meta: {
    type: 'problem',
    docs: { description: 'dynamic imports follow the layer table' },
    messages: { layer: '{{from}} may not import {{to}}, not even lazily (the layer table, build/layers.js)' },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const at = file.lastIndexOf('/src/');
    const fromPath = file.slice(at + 5);
    // Tests and their helpers (src/test/) may load anything.
    if (at < 0 || /\.test\.tsx?$/.test(file) || fromPath.startsWith('test/')) return {};
    return {
      ImportExpression(node) {
        const spec = node.source.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : null;
        if (!spec?.startsWith('.')) return;
        const target = posix.normalize(posix.join(posix.dirname(fromPath), spec));
        if (target.startsWith('..')) return;
        const [from, to] = [unitOf(fromPath), unitOf(`${target}.ts`)];
        if (!allowed(from, to, 'dynamic')) context.report({ node, messageId: 'layer', data: { from, to } });
      },
    };
  },
};

export default { meta: { name: 'site-chrome' }, rules: { 'first-paint-styles': firstPaintStyles, 'host-document': hostDocument, 'dynamic-imports': dynamicImports } };
