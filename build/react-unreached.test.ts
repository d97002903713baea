import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropUnreached, unreachedReadIn, UNREACHED_DOM_DISPATCH, UNREACHED_HOOKS } from './react-unreached';
import { dropReactExports, UNUSED_REACT_DOM_EXPORTS } from './react-unused-exports';

const CLIENT = readFileSync('node_modules/react-dom/cjs/react-dom-client.production.js', 'utf8');
const REACT = readFileSync('node_modules/react/cjs/react.production.js', 'utf8');
const REACT_DOM = readFileSync('node_modules/react-dom/cjs/react-dom.production.js', 'utf8');
const HOOKS = Object.keys(UNREACHED_HOOKS);
const DOM = Object.keys(UNREACHED_DOM_DISPATCH);

/** The member names of the object literal given to `name` in `code` (one level deep). */
function membersOf(code: string, name: string): string[] {
  const start = code.indexOf(`${name} = {`);
  if (start < 0) throw new Error(`no ${name}`);
  let depth = 0;
  let i = code.indexOf('{', start);
  const keys: string[] = [];
  for (; i < code.length; i++) {
    const c = code[i];
    if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') {
      if (--depth === 0) break;
    } else if (depth === 1) {
      const key = /^[\s,{]([A-Za-z$_][\w$]*):/.exec(code.slice(i - 1, i + 40));
      if (key && /[\s,{]/.test(code[i - 1] ?? '')) keys.push(key[1]!);
    }
  }
  return [...new Set(keys)];
}

describe('react-dom-client\'s members for removed readers (build)', () => {
  const out = dropUnreached(CLIENT);

  it('cuts exactly those members from the four hook dispatchers and the react-dom dispatcher', () => {
    for (const name of ['ContextOnlyDispatcher', 'HooksDispatcherOnMount', 'HooksDispatcherOnUpdate', 'HooksDispatcherOnRerender']) {
      const before = membersOf(CLIENT, name);
      expect(before).toEqual(expect.arrayContaining(HOOKS));
      expect(membersOf(out, name)).toEqual(before.filter((m) => !HOOKS.includes(m)));
    }
    const before = membersOf(CLIENT, 'ReactDOMSharedInternals.d');
    expect(before).toEqual(expect.arrayContaining(DOM));
    expect(membersOf(out, 'ReactDOMSharedInternals.d')).toEqual(['f']);
  });

  it('cuts the findDOMNode statement, keeps the line count and leaves valid code', () => {
    expect(CLIENT).toContain('ReactDOMSharedInternals.findDOMNode = function');
    expect(out).not.toContain('findDOMNode');
    expect(out.split('\n')).toHaveLength(CLIENT.split('\n').length);
    expect(() => new Function('exports', 'require', out)).not.toThrow();
    expect(out).toContain('exports.createRoot = function');
    expect(out).toContain('exports.hydrateRoot = function');
  });

  it('leaves react-dom-client reading none of them', () => {
    expect(unreachedReadIn(out)).toBeNull();
  });

  it('fails on a react-dom-client without one of them', () => {
    expect(() => dropUnreached(CLIENT.replace('useOptimistic: function', 'useOptimistic2: function'))).toThrow(/"useOptimistic" in HooksDispatcherOnMount/);
    expect(() => dropUnreached(CLIENT.replace('ReactDOMSharedInternals.findDOMNode =', 'ReactDOMSharedInternals.findNode ='))).toThrow(/findDOMNode/);
    expect(() => dropUnreached(CLIENT.replace('var ContextOnlyDispatcher = {', 'var ContextOnlyDispatcher2 = {'))).toThrow(/ContextOnlyDispatcher/);
    expect(() => dropUnreached(`${CLIENT}\nReactDOMSharedInternals.findDOMNode = function () {};\n`)).toThrow(/findDOMNode twice/);
  });

  it('their only readers are the exports build/react-unused-exports.ts removes', () => {
    // Read before the cut of the exports, by none after it.
    expect(unreachedReadIn(REACT)).not.toBeNull();
    expect(unreachedReadIn(REACT_DOM)).not.toBeNull();
    expect(unreachedReadIn(dropReactExports(REACT))).toBeNull();
    expect(unreachedReadIn(dropReactExports(REACT_DOM, UNUSED_REACT_DOM_EXPORTS))).toBeNull();
  });

  it.each([
    ['ReactSharedInternals.H.useTransition()', 'useTransition'],
    ['dispatcher.use(thenable)', 'use'],
    ["H['useActionState'](a, b)", 'useActionState'],
    ['Internals.d.L(href, as, options)', 'L'],
    ['Internals . d . X(src)', 'X'],
    ['Internals.findDOMNode(c)', 'findDOMNode'],
  ])('finds a read in %s', (code, name) => {
    expect(unreachedReadIn(code)).toBe(name);
  });

  it.each([
    'ReactSharedInternals.H.useState(0); H.useSyncExternalStore(a, b); H.useDeferredValue(v);',
    'Internals.d.f(); previousDispatcher.L(href); obj.D = 1; var use = 1;',
    '"use strict"; x.user; y.useful();',
  ])('finds no read in %s', (code) => {
    expect(unreachedReadIn(code)).toBeNull();
  });
});
