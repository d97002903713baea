#!/usr/bin/env node
// The e2e suite runs in Debian's chromium. Install it with apt-get when it is missing and we may
// (root, apt-get present); otherwise stop with a message that says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`Chromium was not found at ${path}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}
console.log('Installing Debian chromium for the end-to-end tests (apt-get install -y chromium)…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
} catch {
  console.error('apt-get could not install chromium; install it by hand or set CHROME_PATH.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium installed but ${path} is still missing; set CHROME_PATH.`);
  process.exit(1);
}
