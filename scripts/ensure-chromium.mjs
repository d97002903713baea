#!/usr/bin/env node
// The e2e suite runs in Debian's chromium: its headless build (chromium-headless-shell) when it can
// be had, the full browser otherwise (playwright.config.ts). Install what is missing with apt-get
// when we may (root, apt-get present); otherwise stop with a message that says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const custom = process.env.CHROME_PATH;
if (custom) {
  if (existsSync(custom)) process.exit(0);
  console.error(`CHROME_PATH is ${custom}, which does not exist.`);
  process.exit(1);
}
const FULL = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';
const wanted = [[FULL, 'chromium'], [SHELL, 'chromium-headless-shell']].filter(([path]) => !existsSync(path));
if (!wanted.length) process.exit(0);

const packages = wanted.map(([, name]) => name).join(' ');
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canInstall) {
  console.log(`Installing Debian's ${packages} for the end-to-end tests (apt-get install -y ${packages})…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
  } catch {
    console.error(`apt-get could not install ${packages}.`);
  }
}
if (existsSync(SHELL) || existsSync(FULL)) {
  if (!existsSync(SHELL)) console.warn('chromium-headless-shell is missing: the end-to-end tests run in the full chromium (slower).');
  process.exit(0);
}
console.error(`Chromium was not found at ${FULL}. Install Debian's package (sudo apt-get install -y chromium chromium-headless-shell) or set CHROME_PATH.`);
process.exit(1);
