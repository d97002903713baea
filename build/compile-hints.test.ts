// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints';

type Chunk = { type: 'chunk'; isEntry: boolean; code: string };
const run = (bundle: Record<string, Chunk | { type: 'asset'; source: string }>) => {
  const hook = compileHints().generateBundle as unknown as (options: unknown, bundle: unknown) => void;
  hook({}, bundle);
  return bundle;
};

describe('the compile hint on the core', () => {
  it('is the very first line of the entry chunk, where V8 looks for it', () => {
    const bundle = run({
      'chunks/core-AAAAAAAA.js': { type: 'chunk', isEntry: true, code: 'import"./x.js";var a=1;' },
      'chunks/MenuPanel-BBBBBBBB.js': { type: 'chunk', isEntry: false, code: 'export const b=2;' },
      'chunks/manifest.json': { type: 'asset', source: '{}' },
    });
    expect((bundle['chunks/core-AAAAAAAA.js'] as Chunk).code).toBe('//# allFunctionsCalledOnLoad\nimport"./x.js";var a=1;');
    // Lazy chunks keep V8's own choice: most of their code does not run on a given page.
    expect((bundle['chunks/MenuPanel-BBBBBBBB.js'] as Chunk).code).toBe('export const b=2;');
    expect(bundle['chunks/manifest.json']).toEqual({ type: 'asset', source: '{}' });
  });

  it('is a line comment, so the chunk still parses as the same module, and is added once', () => {
    expect(COMPILE_HINT).toMatch(/^\/\/# allFunctionsCalledOnLoad\n$/);
    expect(withCompileHint(withCompileHint('var a=1;'))).toBe(`${COMPILE_HINT}var a=1;`);
  });
});
