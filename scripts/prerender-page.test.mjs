import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prerenderedPage } from './prerender-page.mjs';

const dist = mkdtempSync(join(tmpdir(), 'sc-prerender-'));
for (const [site, lang] of [['main', 'en'], ['main', 'ar'], ['turkey', 'tr']]) {
  mkdirSync(join(dist, 'prerender', site, lang), { recursive: true });
  writeFileSync(join(dist, 'prerender', site, lang, 'header.html'), `<div data-site-chrome="header">H ${site}/${lang}</div>\n`);
  writeFileSync(join(dist, 'prerender', site, lang, 'footer.html'), `<div data-site-chrome="footer">F ${site}/${lang}</div>\n`);
}
const page = (tag) => `<body><div data-site-chrome="header" style="min-height:64px"></div><main>x</main>\n<div data-site-chrome="footer"></div>\n${tag}\n</body>`;
const TAG = '<script src="/static/chrome/site-chrome.umd.js" data-site="turkey" data-lang="tr" defer></script>';

describe('the demo\'s ?prerender=1 pages', () => {
  it('fill both slots with the site and language pair, and keep the SDK\'s script tag, which hydrates them', () => {
    expect(prerenderedPage(page(TAG), undefined, dist)).toBe(`<body><div data-site-chrome="header">H turkey/tr</div><main>x</main>\n<div data-site-chrome="footer">F turkey/tr</div>\n${TAG}\n</body>`);
  });

  it('leave the script tag out with script=0: the page as HTML alone', () => {
    expect(prerenderedPage(page(TAG), undefined, dist, false)).toBe('<body><div data-site-chrome="header">H turkey/tr</div><main>x</main>\n<div data-site-chrome="footer">F turkey/tr</div>\n</body>');
  });

  it('take the language as the mount does: the tag\'s, then the path\'s, then English; the site defaults to main', () => {
    expect(prerenderedPage(page('<script src="/static/chrome/site-chrome.umd.js" defer></script>'), 'ar', dist)).toContain('H main/ar');
    expect(prerenderedPage(page('<script src="/static/chrome/site-chrome.umd.js" data-lang="en" defer></script>'), 'ar', dist)).toContain('H main/en');
    expect(prerenderedPage(page('<script src="/static/chrome/site-chrome.umd.js" defer></script>'), undefined, dist)).toContain('H main/en');
  });

  it('are the page as it is (null) with no such pair, no header slot or a language that is no folder name', () => {
    expect(prerenderedPage(page('<script src="/static/chrome/site-chrome.umd.js" defer></script>'), 'de', dist)).toBeNull();
    expect(prerenderedPage('<body>no slot</body>', 'en', dist)).toBeNull();
    expect(prerenderedPage(page('<script src="/static/chrome/site-chrome.umd.js" defer></script>'), '../en', dist)).toBeNull();
    // A site attribute that is no site name is not read as a path: the default site's pair.
    expect(prerenderedPage(page('<script src="/static/chrome/site-chrome.umd.js" data-site="../main" defer></script>'), 'en', dist)).toContain('H main/en');
  });
});
