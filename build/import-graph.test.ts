import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain-JavaScript build script, without declarations
import { allowed, cycles, importsOf, sourceFiles } from './import-graph.mjs';

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
  ])('%s -> %s (%s): allowed %s by the layer table', (from, to, kind, expected) => {
    expect(allowed(from, to, kind)).toBe(expected);
  });

  it('finds the cycles, and only them', () => {
    const found = cycles(['a', 'b', 'c', 'd'], [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }]);
    expect(found.map((g: string[]) => g.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('src/ has no import against the table', () => {
    const files = sourceFiles();
    const folder = (f: string) => f.split('/src/')[1]!.split('/')[0]!.replace(/\.tsx?$/, '');
    const against = (importsOf(files) as { from: string; to: string; kind: string }[])
      .filter((e) => !allowed(folder(e.from), folder(e.to), e.kind));
    expect(against).toEqual([]);
  });
});
