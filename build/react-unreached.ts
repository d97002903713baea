import type { Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';

/**
 * What react-dom-client keeps alive for readers the build has removed (build/react-unused-exports.ts
 * drops React's and react-dom's unused exports). react-dom-client hands React its hooks, and
 * react-dom its resource hints, as members of dispatcher objects in the packages' shared internals;
 * the only readers of the members below are those removed exports. A member in the object keeps its
 * function, and all that only it calls, in the bundle: about 2.5 kB gzip of the first paint (the
 * action-state and optimistic hooks, the resource hints' DOM code, the fiber search of
 * `findDOMNode`). The members are cut from react-dom-client here, and the build fails if one is
 * missing (a React upgrade moved it), if React's or react-dom's remaining code still reads one, or
 * if any other module names React's internals (it could read anything there).
 */

/** Hook dispatcher members (`ReactSharedInternals.H.<name>`), each with the one export that read it. */
export const UNREACHED_HOOKS = {
  use: "React's use",
  useTransition: "React's useTransition",
  useActionState: "React's useActionState",
  useOptimistic: "React's useOptimistic",
  useEffectEvent: "React's useEffectEvent",
  useCacheRefresh: "React's unstable_useCacheRefresh",
  useMemoCache: "React's __COMPILER_RUNTIME",
  useFormState: "react-dom's useFormState",
  useHostTransitionStatus: "react-dom's useFormStatus",
  // React's production useDebugValue is an empty function: nothing reads this one.
  useDebugValue: 'nothing',
} as const;

/** react-dom's dispatcher members (`Internals.d.<name>`), each with the export that read it. */
export const UNREACHED_DOM_DISPATCH = {
  r: "react-dom's requestFormReset",
  D: "react-dom's prefetchDNS",
  C: "react-dom's preconnect",
  L: "react-dom's preload",
  m: "react-dom's preloadModule",
  X: "react-dom's preinit (scripts)",
  S: "react-dom's preinit (styles)",
  M: "react-dom's preinitModule",
} as const;

/** The objects whose members go: react-dom-client's four hook dispatchers and its react-dom dispatcher. */
const HOOK_DISPATCHERS = ['ContextOnlyDispatcher', 'HooksDispatcherOnMount', 'HooksDispatcherOnUpdate', 'HooksDispatcherOnRerender'];
const DOM_DISPATCHER = 'ReactDOMSharedInternals.d';
/**
 * react-dom-client's `findDOMNode` for react-dom's internals, read by nothing since React 19 took
 * `findDOMNode` out of react-dom (react-dom.production.js only declares it `null`).
 */
const FIND_DOM_NODE = 'ReactDOMSharedInternals.findDOMNode';

const REACT = /[\\/]node_modules[\\/]react[\\/]cjs[\\/]react\.production\.js$/;
const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom\.production\.js$/;
const REACT_DOM_CLIENT = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
/** `ReactDOMSharedInternals.d` not assigned to. */
const DOM_DISPATCHER_READ = /ReactDOMSharedInternals\s*\.\s*d\b(?!\s*=(?!=))/g;
/** The names under which React and react-dom export their internals. */
const INTERNALS = /__(?:CLIENT|DOM)_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/;

type Statement = ReturnType<typeof parseAst>['body'][number];
type ObjectNode = Extract<Extract<Statement, { type: 'ExpressionStatement' }>['expression'], { type: 'ObjectExpression' }>;
interface Span { start: number; end: number }

/** `a.b` of a member expression as written (`ReactDOMSharedInternals.d`), else null. */
function path(code: string, node: Span & { type: string }): string | null {
  return node.type === 'MemberExpression' || node.type === 'Identifier' ? code.slice(node.start, node.end) : null;
}

/** The object literal given to `name` at the top level: `var name = {…}` or `name = {…};`. */
function objectsOf(code: string, statement: Statement): (readonly [string, ObjectNode])[] {
  if (statement.type === 'VariableDeclaration') {
    return statement.declarations.flatMap((d) => (d.init?.type === 'ObjectExpression' && d.id.type === 'Identifier' ? [[d.id.name, d.init] as const] : []));
  }
  const e = statement.type === 'ExpressionStatement' ? statement.expression : null;
  if (e?.type === 'AssignmentExpression' && e.right.type === 'ObjectExpression') {
    const name = path(code, e.left);
    if (name) return [[name, e.right]];
  }
  return [];
}

/**
 * react-dom-client without the members above and the `findDOMNode` statement. A removed span keeps
 * its line breaks, so the lines after it keep their numbers (the chunk's source map, SC_SOURCEMAP=1,
 * maps this file as the original). Throws if an object, member or statement is not found.
 */
export function dropUnreached(code: string): string {
  const program = parseAst(code);
  const wanted = new Map<string, readonly string[]>([
    ...HOOK_DISPATCHERS.map((name) => [name, Object.keys(UNREACHED_HOOKS)] as const),
    [DOM_DISPATCHER, Object.keys(UNREACHED_DOM_DISPATCH)],
  ]);
  const cuts: Span[] = [];
  const seen = new Set<string>();
  for (const statement of program.body) {
    const e = statement.type === 'ExpressionStatement' ? statement.expression : null;
    const found = (name: string) => {
      if (seen.has(name)) throw new Error(`react-dom-client sets ${name} twice: check build/react-unreached.ts`);
      seen.add(name);
    };
    if (e?.type === 'AssignmentExpression' && path(code, e.left) === FIND_DOM_NODE) {
      found(FIND_DOM_NODE);
      cuts.push(statement);
    }
    for (const [name, object] of objectsOf(code, statement)) {
      const members = wanted.get(name);
      if (!members) continue;
      found(name);
      for (const member of members) {
        const i = object.properties.findIndex((p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === member);
        if (i < 0) throw new Error(`react-dom-client has no "${member}" in ${name}: check build/react-unreached.ts`);
        // Up to the next member (its comma with it); the last one leaves a trailing comma.
        const property = object.properties[i]!;
        cuts.push({ start: property.start, end: object.properties[i + 1]?.start ?? property.end });
      }
    }
  }
  for (const name of [...wanted.keys(), FIND_DOM_NODE]) {
    if (!seen.has(name)) throw new Error(`react-dom-client has no ${name} at its top level: check build/react-unreached.ts`);
  }
  let out = code;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, '') + out.slice(end);
  }
  return out;
}

/** A read of one of `members` (names joined by `|`) as `.name` or `['name']`, right after `before`. */
const memberRead = (before: string, members: string) =>
  new RegExp(`${before}(?:\\s*\\.\\s*(${members})\\b|\\s*\\[\\s*(['"\`])(${members})\\2\\s*\\])`);
const READS = [
  // A hook by its name anywhere: `H.useTransition(…)`, `dispatcher.use(…)`.
  memberRead('', Object.keys(UNREACHED_HOOKS).join('|')),
  // react-dom's dispatcher's one-letter names only as members of a `d`: too common alone.
  memberRead('\\.\\s*d\\b', Object.keys(UNREACHED_DOM_DISPATCH).join('|')),
  memberRead('', 'findDOMNode'),
];

/** The first member cut above that `code` reads, if any (comments are read too: it errs on the safe side). */
export function unreachedReadIn(code: string): string | null {
  for (const re of READS) {
    const m = re.exec(code);
    if (m) return m[1] ?? m[3] ?? '';
  }
  return null;
}

/** Who read `member` (for the build's error). */
const readerOf = (member: string): string =>
  (UNREACHED_HOOKS as Record<string, string>)[member] ?? (UNREACHED_DOM_DISPATCH as Record<string, string>)[member] ?? "react-dom's findDOMNode";

export function reactUnreached(): Plugin {
  return {
    name: 'site-chrome-react-unreached',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (REACT_DOM_CLIENT.test(id)) {
        const out = dropUnreached(code);
        const read = unreachedReadIn(out);
        if (read) this.error(`react-dom-client reads "${read}", which build/react-unreached.ts cuts from it`);
        // Its own react-dom dispatcher is read by no alias either: the one read of `.d` is react-dom's
        // default, kept as `previousDispatcher` before the assignment replaces it.
        if (out.match(DOM_DISPATCHER_READ)?.length !== 1) this.error('react-dom-client reads its react-dom dispatcher more than once: check build/react-unreached.ts');
        return { code: out, map: null };
      }
      // These arrive without their unused exports (build/react-unused-exports.ts, the plugin before
      // this one): what they still export must read none of the members cut.
      if (REACT.test(id) || REACT_DOM.test(id)) {
        const read = unreachedReadIn(code);
        if (read) this.error(`${id} reads "${read}" (${readerOf(read)}), which build/react-unreached.ts cuts from react-dom-client`);
        return null;
      }
      if (!id.startsWith('\0') && INTERNALS.test(code)) {
        this.error(`${id} names React's internals, whose members build/react-unreached.ts cuts: check what it reads there`);
      }
      return null;
    },
  };
}
