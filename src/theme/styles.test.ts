import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every source file of src/ but the tests, as [path from the repository, text]. */
function sources(dir = join(process.cwd(), 'src')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [[relative(process.cwd(), path), readFileSync(path, 'utf8')]];
  });
}

/**
 * One vocabulary of controls (docs/architecture.md, styles): the filled brand button is written once, in
 * theme/styles.ts (`primaryFill`, which ui/buttons.ts and the first paint's static classes take),
 * and its custom property is given its colours once, in theme/tokens.ts. (An illustration may
 * paint with the brand colours through an SVG `fill` attribute; no CSS declaration may.)
 */
describe('the primary fill has one home', () => {
  const files = sources();

  it('only theme/styles.ts reads --sc-brand-fill in a CSS declaration (the fill of primaryFill)', () => {
    const readers = files.filter(([, text]) => /[\w-]+\s*:\s*[^;`'"\n]*var\(--sc-brand-fill\)/.test(text)).map(([path]) => path);
    expect(readers).toEqual(['src/theme/styles.ts']);
  });

  it('only theme/tokens.ts gives --sc-brand-fill its colours', () => {
    const definers = files.filter(([, text]) => /['"]?--sc-brand-fill['"]?\s*:(?!\s*var)/.test(text)).map(([path]) => path);
    expect(definers).toEqual(['src/theme/tokens.ts']);
  });
});
