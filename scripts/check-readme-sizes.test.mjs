// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, kb, parseTable, renderTable, splitReadme, updateReadme } from './check-readme-sizes.mjs';

const fixture = (name) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const results = JSON.parse(fixture('size-limit.json'));
const readme = fixture('readme-sizes.md');
const script = fileURLToPath(new URL('./check-readme-sizes.mjs', import.meta.url));

describe('check-readme-sizes', () => {
  it('formats kilobytes of 1000 bytes to 0.1 KB', () => {
    expect(kb(505)).toBe('0.5 KB');
    expect(kb(97779)).toBe('97.8 KB');
    expect(kb(2000, { trim: true })).toBe('2 KB');
    expect(kb(85000)).toBe('85.0 KB');
  });

  it('agrees with a README that states the measured sizes', () => {
    expect(compare(readme, results)).toEqual([]);
  });

  it('lists every disagreement: size, budget, missing and extra rows', () => {
    const stale = readme
      .replace('| 0.5 KB | 2 KB |', '| 0.6 KB | 2 KB |')
      .replace('| 97.8 KB | 98 KB |', '| 97.8 KB | 85 KB |')
      .replace('| calls and validators (lazy) | 8.4 KB | 10 KB |\n', '| old chunk | 1.0 KB | 2 KB |\n');
    expect(compare(stale, results)).toEqual([
      '~ loader (site-chrome.umd.js): the table says 0.6 KB, size-limit measures 0.5 KB',
      '~ first paint (loader + entry + static imports): the table gives the budget 85 KB, .size-limit.cjs says 98 KB',
      '+ calls and validators (lazy): missing from the table (size-limit: 8.4 KB, budget 10 KB)',
      '- old chunk: in the table, not in .size-limit.cjs',
    ]);
  });

  it('tolerates differences below the 0.1 KB shown', () => {
    const close = results.map((r) => ({ ...r, size: r.size + 20 }));
    expect(compare(readme, close)).toEqual([]);
  });

  it('explains what to do when the markers are missing', () => {
    expect(compare('# README without a table', results)[0]).toMatch(/<!-- sizes:start -->.*<!-- sizes:end -->.*--write/);
  });

  it('writes a table that then passes, and keeps the text around it', () => {
    const empty = readme.replace(/<!-- sizes:start -->[\s\S]*<!-- sizes:end -->/, '<!-- sizes:start -->\n<!-- sizes:end -->');
    const written = updateReadme(empty, results);
    expect(compare(written, results)).toEqual([]);
    expect(written).toBe(readme);
    expect(splitReadme(written)?.after).toContain('Text after the table.');
    expect([...parseTable(renderTable(results)).keys()]).toEqual(results.map((r) => r.name));
  });

  it('as a command: exit 1 with the diff when stale, 0 after --write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sizes-'));
    const file = join(dir, 'README.md');
    const sizes = fileURLToPath(new URL('./fixtures/size-limit.json', import.meta.url));
    writeFileSync(file, readme.replace('| 8.4 KB |', '| 9.9 KB |'));
    const run = (...args) => {
      try {
        return { code: 0, out: execFileSync(process.execPath, [script, '--readme', file, '--sizes', sizes, ...args], { encoding: 'utf8', stdio: 'pipe' }) };
      } catch (error) {
        return { code: error.status, out: `${error.stdout}${error.stderr}` };
      }
    };
    const stale = run();
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('calls and validators (lazy): the table says 9.9 KB, size-limit measures 8.4 KB');
    expect(run('--write').code).toBe(0);
    expect(run().code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(readme);
  });
});
