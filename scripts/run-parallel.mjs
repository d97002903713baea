#!/usr/bin/env node
// Runs npm scripts side by side (`npm test` runs the type check and the lint this way: each uses
// one core) and prints each one's output whole when it ends; fails when any of them fails.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const results = await Promise.all(names.map((name) => new Promise((resolve) => {
  const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  child.on('close', (code) => {
    process.stdout.write(`> npm run ${name}: ${code === 0 ? 'passed' : `failed (${code})`}\n${out}`);
    resolve(code ?? 1);
  });
})));
process.exit(results.some((code) => code !== 0) ? 1 : 0);
