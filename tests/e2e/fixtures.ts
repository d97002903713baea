import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here instead of '@playwright/test' (issue 11: the
 * harness fails any test on a page error or an unhandled rejection). An automatic fixture records
 * both for every page of the test's browser context and fails the test when it ends.
 *
 * A test that causes page errors on purpose opts out narrowly, naming what it expects:
 * `test.use({ allowedPageErrors: [/Object\.prototype is polluted/] })`.
 */
export interface PageErrorOptions {
  /** Page errors and unhandled rejections that match one of these do not fail the test. */
  allowedPageErrors: readonly RegExp[];
}

export const test = base.extend<PageErrorOptions & { failOnPageErrors: undefined }>({
  allowedPageErrors: [[], { option: true }],
  failOnPageErrors: [async ({ context, allowedPageErrors }, use) => {
    const errors: string[] = [];
    const record = (what: string) => {
      if (!allowedPageErrors.some((pattern) => pattern.test(what))) errors.push(what);
    };
    context.on('weberror', (e) => record(`pageerror: ${e.error().message}`));
    // Chromium reports most unhandled rejections as page errors too; this catches every one, with
    // its reason, whatever the engine does.
    await context.exposeBinding('__scUnhandledRejection', (_source, reason: string) => record(`unhandledrejection: ${reason}`));
    await context.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        const reason: unknown = event.reason;
        const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
        void (window as unknown as { __scUnhandledRejection(r: string): Promise<void> }).__scUnhandledRejection(text);
      });
    });
    await use(undefined);
    // One round trip per page delivers the reports still on their way.
    await Promise.all(context.pages().map((p) => p.evaluate(() => 0).catch(() => 0)));
    expect(errors, 'page errors and unhandled rejections of the test').toEqual([]);
  }, { auto: true }],
});

export { expect };
export type { BrowserContext, Locator, Page, Route } from '@playwright/test';
