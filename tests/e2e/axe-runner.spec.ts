import { expect, test } from './fixtures';
import { expectAccessible } from './helpers';

/**
 * The suite's axe runner is ours (tests/e2e/helpers.ts: axe-core injected once per document):
 * this proves it still sees into the chrome's shadow roots and fails on what it should, so a
 * runner that passes everything cannot hide behind the accessibility gate.
 */
test('the axe runner finds violations inside the chrome\'s shadow roots, scoped and whole-page', async ({ page }) => {
  await page.goto('/demo-pages/landing.html');
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expectAccessible(page, 'the chrome as shipped', ['[data-site-chrome-root]']);
  await page.evaluate(() => {
    const root = document.querySelector('[data-site-chrome-root="header"]')!.shadowRoot!;
    root.append(document.createElement('button'));
    const faint = document.createElement('p');
    faint.textContent = 'faint';
    faint.style.cssText = 'color:#eee;background:#fff';
    root.append(faint);
  });
  await expect(expectAccessible(page, 'scoped', ['[data-site-chrome-root]'], { everyImpact: true }))
    .rejects.toThrow(/button-name[\s\S]*color-contrast|color-contrast[\s\S]*button-name/);
  await expect(expectAccessible(page, 'whole page')).rejects.toThrow(/button-name/);
});
