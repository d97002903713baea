#!/usr/bin/env node
// Keeps the size table in step with size-limit (issue 5: "the README states the sizes, and a
// check keeps them in sync"). Since issue 21 the table lives in docs/figures.md (the README is the
// integrator guide), between two markers:
//
//   <!-- sizes:start -->
//   | Bundle | Size (gzip) | Budget |
//   ...
//   <!-- sizes:end -->
//
//   node scripts/check-readme-sizes.mjs           fails with a diff when the table and size-limit disagree
//   node scripts/check-readme-sizes.mjs --write   rewrites the table from size-limit
//   --readme <file>  another file (tests);     --sizes <file.json>  size-limit --json output to use
//                                              instead of running size-limit (tests; needs a build otherwise)
//
// Sizes are compared as shown: kilobytes of 1000 bytes (size-limit's unit), rounded to 0.1 KB.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const START = '<!-- sizes:start -->';
export const END = '<!-- sizes:end -->';
const HEADER = ['| Bundle | Size (gzip) | Budget |', '| --- | ---: | ---: |'];

/** 97779 → "97.8 KB"; budgets drop a trailing ".0" ("2 KB"). */
export function kb(bytes, { trim = false } = {}) {
  const text = (Math.round(bytes / 100) / 10).toFixed(1);
  return `${trim ? text.replace(/\.0$/, '') : text} KB`;
}

/** The markdown rows for size-limit's `--json` results. */
export function renderTable(results) {
  const rows = results.map((r) => `| ${r.name.replace(/\|/g, '\\|')} | ${kb(r.size)} | ${r.sizeLimit ? kb(r.sizeLimit, { trim: true }) : '—'} |`);
  return [...HEADER, ...rows].join('\n');
}

/** `{ before, table, after }` of the file, or null without both markers in order. */
export function splitReadme(readme) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) return null;
  return {
    before: readme.slice(0, start + START.length),
    table: readme.slice(start + START.length, end),
    after: readme.slice(end),
  };
}

/** Rows of the table: name → { size, budget } in KB as numbers (null when unreadable). */
export function parseTable(table) {
  const rows = new Map();
  for (const line of table.split('\n')) {
    const cells = line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
    if (cells.length < 3 || /^:?-+:?$/.test(cells[1] ?? '') || cells[0] === 'Bundle') continue;
    const number = (cell) => {
      const m = /^([\d.]+)\s*KB$/i.exec(cell ?? '');
      return m ? Number(m[1]) : null;
    };
    rows.set(cells[0], { size: number(cells[1]), budget: number(cells[2]) });
  }
  return rows;
}

/** Differences between the table and size-limit, as readable lines; [] when they agree. */
export function compare(readme, results) {
  const parts = splitReadme(readme);
  if (!parts) return [`The file has no size table: add the lines "${START}" and "${END}" where it belongs, then run with --write.`];
  const rows = parseTable(parts.table);
  const diff = [];
  const round = (bytes) => Math.round(bytes / 100) / 10;
  for (const r of results) {
    const row = rows.get(r.name);
    if (!row) {
      diff.push(`+ ${r.name}: missing from the table (size-limit: ${kb(r.size)}, budget ${kb(r.sizeLimit, { trim: true })})`);
      continue;
    }
    if (row.size !== round(r.size)) diff.push(`~ ${r.name}: the table says ${row.size ?? '?'} KB, size-limit measures ${kb(r.size)}`);
    if (r.sizeLimit && row.budget !== round(r.sizeLimit)) {
      diff.push(`~ ${r.name}: the table gives the budget ${row.budget ?? '?'} KB, .size-limit.cjs says ${kb(r.sizeLimit, { trim: true })}`);
    }
  }
  const names = new Set(results.map((r) => r.name));
  for (const name of rows.keys()) if (!names.has(name)) diff.push(`- ${name}: in the table, not in .size-limit.cjs`);
  return diff;
}

/** The file with its table replaced by the current figures. */
export function updateReadme(readme, results) {
  const parts = splitReadme(readme);
  if (!parts) throw new Error(`The file has no "${START}" … "${END}" block to write into`);
  return `${parts.before}\n${renderTable(results)}\n${parts.after}`;
}

/** size-limit's JSON (it exits non-zero when a budget fails, yet still prints the figures). */
function measure() {
  const bin = fileURLToPath(new URL('../node_modules/.bin/size-limit', import.meta.url));
  let out;
  try {
    out = execFileSync(bin, ['--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  } catch (error) {
    out = error.stdout;
    if (!out) throw error;
  }
  return JSON.parse(out);
}

function main(argv) {
  const arg = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const readmePath = arg('--readme') ?? fileURLToPath(new URL('../docs/figures.md', import.meta.url));
  const sizesPath = arg('--sizes');
  const results = sizesPath ? JSON.parse(readFileSync(sizesPath, 'utf8')) : measure();
  const readme = readFileSync(readmePath, 'utf8');
  if (argv.includes('--write')) {
    writeFileSync(readmePath, updateReadme(readme, results));
    console.log(`Size table of ${readmePath} written (${results.length} rows).`);
    return 0;
  }
  const diff = compare(readme, results);
  if (diff.length) {
    console.error(`The size table of ${readmePath} disagrees with size-limit:\n${diff.map((d) => `  ${d}`).join('\n')}\n` +
      'Run `node scripts/check-readme-sizes.mjs --write` after `npm run build` to update the table.');
    return 1;
  }
  console.log(`The size table of ${readmePath} matches size-limit (${results.length} rows).`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2));
}
