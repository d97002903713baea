import type { Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';

/**
 * Minifies the CSS we write in template literals, at build time: the first paint carries its
 * styles as text (src/theme/sheet.ts), and the minifier leaves template contents alone. Only CSS
 * contexts are touched:
 * - `css` and `keyframes` tagged templates (Emotion);
 * - the blocks of `classes(scope, { key: `…` })` and the text of `globalStyles(`…`)`;
 * - template constants declared in the style modules (`styles.ts`, `reset.ts`), the mixins;
 * - plain string blocks of `classes()` (`'display: flex; gap: 8px;'`), rewritten as strings.
 * Whitespace runs shrink to one space or none next to `{ } ; , :`, and comments go; spaces
 * between words (`1px solid`, `calc(100% - 6px)`) and at `${…}` boundaries stay.
 */

interface Span { start: number; end: number }
interface TemplateNode extends Span {
  type: 'TemplateLiteral';
  quasis: (Span & { value: { raw: string } })[];
  expressions: Span[];
}
type Node = Span & { type: string; [key: string]: unknown };

export function minifyCssText(raw: string, first: boolean, last: boolean): string {
  let text = raw.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
  text = text.replace(/\s*([{};,])\s*/g, '$1').replace(/:\s+/g, ':');
  if (first) text = text.replace(/^\s+/, '');
  if (last) text = text.replace(/\s+$/, '');
  return text;
}

function minifiedTemplate(code: string, node: TemplateNode): string {
  let out = '`';
  node.quasis.forEach((quasi, i) => {
    out += minifyCssText(quasi.value.raw, i === 0, i === node.quasis.length - 1);
    const expression = node.expressions[i];
    if (expression) out += `\${${code.slice(expression.start, expression.end)}}`;
  });
  return `${out}\``;
}

const isTemplate = (n: unknown): n is TemplateNode => (n as Node | null)?.type === 'TemplateLiteral';
type CssString = Span & { value: string };
const isString = (n: unknown): n is CssString => (n as Node | null)?.type === 'Literal' && typeof (n as Node)['value'] === 'string';

const calleeName = (n: Node): string | undefined => {
  const callee = n['callee'] as Node | undefined;
  return callee?.type === 'Identifier' ? (callee['name'] as string) : undefined;
};

/**
 * The CSS of a module, in one walk: its template literals, outermost first, and the plain string
 * blocks of `classes(scope, { key: '…' })`.
 */
function cssOf(program: Node, styleModule: boolean): { templates: TemplateNode[]; strings: CssString[] } {
  const templates: TemplateNode[] = [];
  const strings: CssString[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    if (n.type === 'TaggedTemplateExpression') {
      const tag = n['tag'] as Node;
      if (tag.type === 'Identifier' && (tag['name'] === 'css' || tag['name'] === 'keyframes') && isTemplate(n['quasi'])) {
        templates.push(n['quasi']);
        return;
      }
    }
    if (n.type === 'CallExpression') {
      const args = n['arguments'] as Node[];
      if (calleeName(n) === 'classes' && args[1]?.type === 'ObjectExpression') {
        for (const prop of args[1]['properties'] as Node[]) {
          if (isTemplate(prop['value'])) templates.push(prop['value']);
          else if (isString(prop['value'])) strings.push(prop['value']);
        }
      }
      if (calleeName(n) === 'globalStyles' && isTemplate(args[0])) templates.push(args[0]);
    }
    if (styleModule && n.type === 'VariableDeclarator' && isTemplate(n['init'])) {
      templates.push(n['init']);
      return;
    }
    for (const key of Object.keys(n)) if (key !== 'type') visit(n[key]);
  };
  visit(program);
  return { templates, strings };
}

/** `code` with its CSS templates minified; `undefined` when there is nothing to do. */
export function minifyCssTemplates(code: string, id: string): string | undefined {
  if (!/[`]/.test(code) && !/\bclasses\(/.test(code)) return undefined;
  const program = parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }) as unknown as Node;
  const { templates, strings } = cssOf(program, /\/(styles|reset)\.ts$/.test(id));
  if (templates.length === 0 && strings.length === 0) return undefined;
  // Nested templates (a css`` inside a classes block) are inside an outer one: only the outer is
  // rewritten, and it copies the inner expression text as it was.
  const outer = templates.filter((t) => !templates.some((o) => o !== t && o.start <= t.start && t.end <= o.end));
  const edits = [
    ...outer.map((t) => ({ start: t.start, end: t.end, text: minifiedTemplate(code, t) })),
    ...strings.map((t) => ({ start: t.start, end: t.end, text: JSON.stringify(minifyCssText(t.value, true, true)) })),
  ];
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

export function cssTemplatesPlugin(): Plugin {
  return {
    name: 'site-chrome-css-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      const out = minifyCssTemplates(code, id);
      return out === undefined ? null : { code: out, map: null };
    },
  };
}
