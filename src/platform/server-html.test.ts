// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'rolldown';
import { chromium, type Browser, type Page } from 'playwright';
import type { KeyLink } from './server-html';

/**
 * The one sanitizer of server HTML (compliance toast and banner, announcement bar): DOMPurify keeps
 * links and basic formatting only; each `{key}` of `text_link` becomes a link; every href goes
 * through CONTRACT §4's URL rule (relative or an allowed origin, made absolute on the page).
 *
 * Run in Debian's chromium (as the e2e tests), not happy-dom: under happy-dom DOMPurify loses the
 * first node of its input and leaves `<script>` and handlers in place, so a test there would pass
 * or fail for the wrong reasons. The module is bundled as it is and loaded into a page of
 * https://host.example.
 */
const PAGE = 'https://host.example/page.html';
const ANTI = ['https://www.gate.com'];
const here = (path: string) => new URL(path, PAGE).href;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    input: new URL('./server-html.ts', import.meta.url).pathname, write: false, platform: 'browser',
    output: { format: 'iife', name: 'ServerHtml' }, logLevel: 'silent',
  });
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
  await page.route('https://host.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>host</title>' }));
  await page.goto(PAGE);
  await page.addScriptTag({ content: bundle.output[0].code });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** serverHtml in the page; also whether anything the input carried ran there. */
async function html(content: string, links: readonly KeyLink[] = []): Promise<string | null> {
  return page.evaluate(([c, l, anti]) => {
    const w = window as unknown as { ServerHtml: typeof import('./server-html'); __x?: unknown };
    const out = w.ServerHtml.serverHtml(c, l, anti);
    if (w.__x !== undefined) throw new Error('the input ran');
    // TrustedHTML of the SDK's policy where the browser has Trusted Types (Chromium does).
    return out === null ? null : String(out);
  }, [content, links, ANTI] as const);
}

describe('serverHtml: what it keeps', () => {
  it.each([
    ['bold, strong, italic, em, underline, strike', '<b>a</b><strong>b</strong><i>c</i><em>d</em><u>e</u><s>f</s>'],
    ['paragraphs, breaks, spans', '<p>a<br>b</p><span>c</span>'],
    ['lists', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
    ['mark, small, sub, sup', '<mark>a</mark><small>b</small><sub>c</sub><sup>d</sup>'],
    ['plain text', 'Services are limited in your region &amp; more.'],
  ])('%s', async (_what, content) => {
    expect(await html(content)).toBe(content);
  });
});

describe('serverHtml: what it drops', () => {
  it.each([
    ['script', 'a<script>window.__x=1</script>b', 'ab'],
    ['style element', '<style>body{display:none}</style>a', 'a'],
    ['image with a handler', '<img src=x onerror="window.__x=1">a', 'a'],
    ['iframe, form, input, button', '<iframe src="/x"></iframe><form><input><button>b</button></form>a', 'ba'],
    ['svg and math', '<svg><script>window.__x=1</script></svg><math><mi>x</mi></math>a', 'a'],
    ['style, class, id, event, data and ARIA attributes', '<b style="color:red" class="c" id="i" onclick="x()" data-x="1" aria-label="l">a</b>', '<b>a</b>'],
    ['an unknown tag, keeping its text', '<blink>a</blink>', 'a'],
    ['target and rel on links', '<a href="/help" target="_blank" rel="opener">a</a>', `<a href="${here('/help')}">a</a>`],
  ])('%s', async (_what, content, expected) => {
    expect(await html(content)).toBe(expected);
  });
});

describe('serverHtml: links and the URL rule', () => {
  it.each([
    ['a site path, made absolute on the page', '/help', here('/help')],
    ['an allowed origin', 'https://www.gate.com/help', 'https://www.gate.com/help'],
    ['javascript:', 'javascript:window.__x=1', null],
    ['javascript: with a tab and capitals', ' Java&#9;Script:window.__x=1', null],
    ['data:', 'data:text/html,x', null],
    ['another origin', 'https://evil.example/phish', null],
    ['protocol-relative', '//evil.example', null],
    ['a look-alike origin', 'https://www.gate.com.evil.example/', null],
  ])('%s', async (_what, href, kept) => {
    expect(await html(`<a href="${href}">go</a>`)).toBe(kept === null ? '<a>go</a>' : `<a href="${kept}">go</a>`);
  });

  it('each {key} becomes a link named by its key, under the same rule', async () => {
    const links = [{ key: 'terms', link: '/user-agreement' }, { key: 'bad', link: 'javascript:window.__x=1' }, { key: 'off', link: 'https://evil.example' }];
    expect(await html('See {terms}, {bad} and {off}; {terms} again.', links)).toBe(
      `See <a href="${here('/user-agreement')}">terms</a>, <a>bad</a> and <a>off</a>; <a href="${here('/user-agreement')}">terms</a> again.`,
    );
  });

  it('a key or its link cannot break out of the link it makes', async () => {
    const out = await html('{x}', [{ key: 'x', link: '/a" onmouseover="window.__x=1' }]);
    // One attribute, the quote escaped inside it (the rest of the link is just a path).
    expect(out).toMatch(/^<a href="[^"]*">x<\/a>$/);
    expect(await html('{<img src=x onerror=1>}', [{ key: '<img src=x onerror=1>', link: '/help' }])).toBe(`<a href="${here('/help')}">&lt;img src=x onerror=1&gt;</a>`);
  });

  it('an empty key and a key not in the text change nothing', async () => {
    expect(await html('a {} b', [{ key: '', link: '/x' }, { key: 'none', link: '/y' }])).toBe('a {} b');
  });
});

describe('serverHtml on a host that requires Trusted Types (issue 20)', () => {
  /** The bundle loaded into a page served with `csp`; what serverHtml gives and whether it can be inserted. */
  async function underCsp(csp: string) {
    const p = await browser.newPage();
    try {
      const errors: string[] = [];
      const warnings: string[] = [];
      p.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const bundle = await build({
        input: new URL('./server-html.ts', import.meta.url).pathname, write: false, platform: 'browser',
        output: { format: 'iife', name: 'ServerHtml' }, logLevel: 'silent',
      });
      // A script element's text is a Trusted Types sink too: the bundle comes as a file.
      await p.route('https://host.example/bundle.js', (route) => route.fulfill({ contentType: 'text/javascript', body: bundle.output[0].code }));
      await p.route('https://host.example/page.html', (route) => route.fulfill({
        contentType: 'text/html', headers: { 'content-security-policy': csp }, body: '<!doctype html><title>tt host</title><script src="/bundle.js"></script>',
      }));
      await p.goto(PAGE);
      const result = await p.evaluate(() => {
        const w = window as unknown as { ServerHtml: typeof import('./server-html') };
        const out = w.ServerHtml.serverHtml('<b>Bold</b> and <a href="/x">link</a><img src=x onerror="window.__x=1">', [], []);
        if (out === null) return { out: null, inserted: null };
        const div = document.createElement('div');
        div.innerHTML = out as string;
        return { out: String(out), inserted: div.innerHTML };
      });
      return { ...result, errors, warnings };
    } finally {
      await p.close();
    }
  }

  it('gives TrustedHTML of the "site-chrome" policy, which the page takes, and logs nothing', async () => {
    const { out, inserted, errors } = await underCsp("require-trusted-types-for 'script'; trusted-types site-chrome");
    expect(out).toBe('<b>Bold</b> and <a href="https://host.example/x">link</a>');
    expect(inserted).toBe(out);
    expect(errors).toEqual([]);
  });

  it('gives null (the caller shows text) and reports once where the CSP refuses the name', async () => {
    const { out, errors, warnings } = await underCsp("require-trusted-types-for 'script'; trusted-types other");
    expect(out).toBeNull();
    // Ours, once, as the one error path logs (a warning: the browser logs its own CSP violation besides).
    expect(warnings.filter((e) => e.includes('[SiteChrome]'))).toHaveLength(1);
    expect(errors.filter((e) => e.includes('[SiteChrome]'))).toEqual([]);
  });
}, 60_000);
