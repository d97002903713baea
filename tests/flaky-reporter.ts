import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Lists, after `list`'s own summary, every test that needed a retry (issue 26): `retries` is a
 * safety net on CI, and a test that passed only on its retry is a flaky test to fix, not a pass.
 * Prints "flaky: <title>" for each one that passed on a retry, "failed after retries: <title>" for
 * each one that did not, and a closing line either way.
 */
export default class FlakyReporter implements Reporter {
  private readonly retried = new Map<string, TestCase>();
  private total = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry === 0) this.total += 1;
    if (result.retry > 0) this.retried.set(test.id, test);
  }

  onEnd(result: FullResult): void {
    const title = (test: TestCase) => `${relative(process.cwd(), test.location.file)}:${test.location.line} › ${test.titlePath().slice(3).join(' › ')}`;
    const tests = [...this.retried.values()];
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    const failed = tests.filter((t) => t.outcome() !== 'flaky');
    const lines = [
      '',
      ...flaky.map((t) => `flaky: ${title(t)}`),
      ...failed.map((t) => `failed after retries: ${title(t)}`),
      tests.length === 0
        ? `retries: none of ${this.total} tests needed a retry (${result.status})`
        : `retries: ${tests.length} of ${this.total} tests needed a retry, ${flaky.length} of them passed on it (flaky) (${result.status})`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
