import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropReactExports, UNUSED_REACT_EXPORTS } from './react-unused-exports';

const REACT = readFileSync('node_modules/react/cjs/react.production.js', 'utf8');
const exported = (code: string) => [...code.matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1] ?? '');

describe('React exports nothing uses (build)', () => {
  it('removes exactly their statements from react.production.js', () => {
    const out = dropReactExports(REACT);
    expect(exported(out)).toEqual(exported(REACT).filter((n) => !(UNUSED_REACT_EXPORTS as readonly string[]).includes(n)));
    expect(out).toContain('exports.createElement = function');
    expect(out).toMatch(/exports\.version = "[^"]+";\s*$/);
  });

  it('fails on a React without one of them', () => {
    expect(() => dropReactExports('exports.a = 1;\nexports.b = 2;\n', ['Children'])).toThrow(/exports\.Children/);
  });
});
