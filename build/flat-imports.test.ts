import { describe, expect, it } from 'vitest';
import { flattenDynamicImports, type FlatChunk } from './flat-imports';

const chunk = (fileName: string, code: string, imports: string[] = []): FlatChunk => ({ fileName, code, imports });

describe('flattenDynamicImports (issue 22: a lazy chunk\'s imports in the same wave as the chunk)', () => {
  it('fetches the target\'s static imports, transitively, beside it', () => {
    const out = flattenDynamicImports([
      chunk('chunks/core.js', ''),
      chunk('chunks/gate.js', 'const f=()=>import(`./bar.js`);', ['chunks/core.js']),
      chunk('chunks/bar.js', '', ['chunks/core.js', 'chunks/buttons.js']),
      chunk('chunks/buttons.js', '', ['chunks/core.js', 'chunks/icons.js']),
      chunk('chunks/icons.js', '', ['chunks/core.js']),
    ], new Set(['chunks/core.js']));
    expect(out.get('chunks/gate.js')).toBe('const f=()=>Promise.all([import(`./bar.js`),import(`./buttons.js`),import(`./icons.js`)]).then(m=>m[0]);');
    // The first paint is left as it is; a chunk whose targets import nothing more is unchanged.
    expect(out.has('chunks/core.js')).toBe(false);
    expect(out.has('chunks/bar.js')).toBe(false);
  });

  it('leaves out what the importing chunk has loaded already, and the chunks loaded at mount', () => {
    const out = flattenDynamicImports([
      chunk('chunks/core.js', 'import("./host.js")'),
      chunk('chunks/services.js', '', ['chunks/core.js']),
      chunk('chunks/host.js', 'import("./dialog.js")', ['chunks/core.js', 'chunks/frame.js']),
      chunk('chunks/dialog.js', '', ['chunks/frame.js', 'chunks/buttons.js', 'chunks/services.js']),
      chunk('chunks/frame.js', ''),
      chunk('chunks/buttons.js', ''),
    ], new Set(['chunks/core.js']), new Set(['chunks/services.js']));
    expect(out.get('chunks/host.js')).toBe('Promise.all([import("./dialog.js"),import("./buttons.js")]).then(m=>m[0])');
    expect(out.has('chunks/core.js')).toBe(false);
  });

  it('never imports first a chunk in a cycle with the target (it would run the target before itself)', () => {
    const out = flattenDynamicImports([
      chunk('chunks/a.js', 'import(`./b.js`)'),
      chunk('chunks/b.js', '', ['chunks/c.js', 'chunks/d.js']),
      chunk('chunks/c.js', '', ['chunks/b.js']),
      chunk('chunks/d.js', ''),
    ], new Set());
    expect(out.get('chunks/a.js')).toBe('Promise.all([import(`./b.js`),import(`./d.js`)]).then(m=>m[0])');
  });

  it('writes each specifier relative to the importing chunk (the catalogs\' folder), and leaves unknown and computed ones alone', () => {
    const out = flattenDynamicImports([
      chunk('chunks/i18n/bar-en.js', 'import(`../view.js`);import(`./${lang}.js`);import(`../gone.js`)'),
      chunk('chunks/view.js', '', ['chunks/i18n/shared.js']),
      chunk('chunks/i18n/shared.js', ''),
    ], new Set());
    expect(out.get('chunks/i18n/bar-en.js')).toBe('Promise.all([import(`../view.js`),import(`./shared.js`)]).then(m=>m[0]);import(`./${lang}.js`);import(`../gone.js`)');
  });

  it('keeps each result the target\'s own module: what `await` and `.then` read', async () => {
    const code = flattenDynamicImports([
      chunk('chunks/a.js', 'return import(`./b.js`).then(m=>m.x)'),
      chunk('chunks/b.js', '', ['chunks/c.js']),
      chunk('chunks/c.js', ''),
    ], new Set()).get('chunks/a.js')!;
    const modules: Record<string, unknown> = { './b.js': { x: 'b' }, './c.js': { x: 'c' } };
    const run = new Function('load', code.replaceAll('import(', 'load(')) as (load: (spec: string) => Promise<unknown>) => Promise<string>;
    await expect(run(async (spec) => modules[spec])).resolves.toBe('b');
  });
  it('flattens the first paint\'s imports of the named targets only (the hydration\'s wave, issue 25)', () => {
    const out = flattenDynamicImports([
      chunk('chunks/core.js', 'import(`./menus.js`);import(`./other.js`)'),
      chunk('chunks/menus.js', '', ['chunks/core.js', 'chunks/tree.js']),
      chunk('chunks/other.js', '', ['chunks/core.js', 'chunks/tree.js']),
      chunk('chunks/tree.js', '', ['chunks/core.js']),
    ], new Set(['chunks/core.js']), new Set(), new Set(['chunks/menus.js']));
    expect(out.get('chunks/core.js')).toBe('Promise.all([import(`./menus.js`),import(`./tree.js`)]).then(m=>m[0]);import(`./other.js`)');
  });
});
