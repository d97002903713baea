import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain-JavaScript build script, without declarations
import { allowed, cycles, folderOf, importsOf, sourceFiles } from './import-graph.mjs';

describe('the import graph (build/import-graph.mjs)', () => {
  it.each([
    ['platform', 'mount', 'static', false],
    ['i18n', 'stores', 'static', false],
    ['rules', 'api', 'type', true],
    ['rules', 'api', 'static', false],
    ['rules', 'settings', 'type', false],
    ['root', 'ui', 'static', false],
    ['ui', 'root', 'dynamic', true],
    ['header', 'stores', 'static', true],
    ['header', 'mount', 'type', false],
    ['mount', 'header', 'static', true],
    // Issue 22: a feature imports the layers below it, never another feature, the shell or mount/.
    ['features/search', 'features/markets', 'dynamic', false],
    ['features/search', 'features/markets#rules', 'type', false],
    ['features/search', 'features/search#rules', 'static', true],
    ['features/search', 'stores', 'static', true],
    ['features/search', 'header', 'static', false],
    ['features/search', 'mount', 'type', false],
    ['features/markets#rules', 'features/markets', 'static', false],
    ['features/markets#rules', 'features/markets#rules', 'static', true],
    ['features/markets#rules', 'rules', 'static', true],
    ['features/markets#rules', 'api', 'type', true],
    ['features/markets#rules', 'api', 'static', false],
    ['header', 'features/markets', 'dynamic', true],
    ['stores', 'features/markets', 'type', false],
    ['rules', 'features/markets#rules', 'type', false],
  ])('%s -> %s (%s): allowed %s by the layer table', (from, to, kind, expected) => {
    expect(allowed(from, to, kind)).toBe(expected);
  });

  it('finds the cycles, and only them', () => {
    const found = cycles(['a', 'b', 'c', 'd'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }]);
    expect(found.map((g: string[]) => g.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('src/ has no import against the table', () => {
    const files = sourceFiles();
    const against = (importsOf(files) as { from: string; to: string; kind: string }[])
      .filter((e) => !allowed(folderOf(e.from), folderOf(e.to), e.kind));
    expect(against).toEqual([]);
  });
});
