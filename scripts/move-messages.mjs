#!/usr/bin/env node
// Moves message keys between catalog folders in all 20 languages, keeping each file's key order:
// `node scripts/move-messages.mjs <from-folder|core> <to-folder|core> key [key ...]`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [from, to, ...keys] = process.argv.slice(2);
if (!from || !to || keys.length === 0) throw new Error('usage: move-messages.mjs <from> <to> key...');
const dir = (f) => join('src/i18n/locales', f === 'core' ? '' : f);
for (const file of readdirSync(dir(from)).filter((f) => f.endsWith('.json'))) {
  const source = JSON.parse(readFileSync(join(dir(from), file), 'utf8'));
  const target = JSON.parse(readFileSync(join(dir(to), file), 'utf8'));
  for (const key of keys) {
    if (!(key in source)) throw new Error(`${key} is not in ${from}/${file}`);
    target[key] = source[key];
    delete source[key];
  }
  writeFileSync(join(dir(from), file), `${JSON.stringify(source, null, 2)}\n`);
  writeFileSync(join(dir(to), file), `${JSON.stringify(target, null, 2)}\n`);
}
