import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT || 5183);

/**
 * Debian's chromium, in its headless build (package chromium-headless-shell, the same source and
 * version): the suite is CPU-bound on 2 cores, and the shell runs it in about 60 % of the time of
 * the full browser in headless mode (issue 26). `E2E_BROWSER=chromium` (or CHROME_PATH) picks the
 * full browser; without the shell the full browser is used.
 */
const SHELL = '/usr/bin/chromium-headless-shell';
const browser = process.env.CHROME_PATH
  || (process.env.E2E_BROWSER !== 'chromium' && existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

/** E2E against the built bundle on the demo pages, in Debian's chromium (no browser download). */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Every test opens its own page and the dev API keeps no state between requests: tests of one
  // file run on both workers, so a long file (kyc-notices: 20 tests of 15-60 s) no longer runs on
  // one worker alone at the end of the run (issue 26).
  fullyParallel: true,
  // `list`, then every test that needed a retry (tests/flaky-reporter.ts): a pass on a retry is a flaky test.
  reporter: [['list'], ['./tests/flaky-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: browser,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    serviceWorkers: 'block',
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    // cookies.spec reaches the server as www.sc.example.com (a parent domain for domain cookies).
    env: { PORT: String(port), ALLOWED_HOSTS: 'www.sc.example.com' },
    url: `http://127.0.0.1:${port}/demo-pages/index.html`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
