// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { readFileSync } from 'node:fs';
import { SITES } from '../config/sites';
import { LANGUAGES } from '../config/languages';
import type { renderChrome as RenderChrome } from './render-chrome';


let renderChrome: typeof RenderChrome;
const catalogOf = (lang: string) => JSON.parse(readFileSync(`src/i18n/locales/nav/${lang}.json`, 'utf8')) as Record<string, string>;
beforeAll(async () => {
  ({ renderChrome } = await import('./render-chrome'));
});

/**
 * The fragment as HTML parses it (happy-dom has no declarative shadow DOM, so the template stays a
 * template: its content is the shadow root Chromium makes of it; e2e prerender.spec.ts checks that).
 */
const parser = new new Window().DOMParser();
function parse(fragment: string) {
  const doc = parser.parseFromString(`<!doctype html><body>${fragment}</body>`, 'text/html') as unknown as Document;
  const hosts = [...doc.body.children];
  const templates = hosts.flatMap((host) => [...host.children].filter((c) => c.localName === 'template'));
  const root = (templates[0] as HTMLTemplateElement | undefined)?.content;
  return { hosts, templates, root };
}

describe('every site × language fragment', () => {
  const pairs = Object.values(SITES).flatMap((site) => site.languages.map((lang) => [site.key, lang] as const));

  it('is one host with one open declarative shadow root: its styles, then the mounted root, then the parsed marker', { timeout: 30_000 }, () => {
    expect(pairs.length).toBeGreaterThan(40);
    for (const [site, lang] of pairs) {
      const chrome = renderChrome({ site, lang });
      for (const kind of ['header', 'footer'] as const) {
        const { hosts, templates, root } = parse(chrome[kind]);
        const where = `${site}/${lang} ${kind}`;
        expect(hosts.map((h) => h.getAttribute('data-site-chrome')), where).toEqual([kind]);
        expect(templates.map((t) => t.getAttribute('shadowrootmode')), where).toEqual(['open']);
        // The styles, the mounted root, and the marker that shows it once parsed whole.
        expect([...root!.children].map((c) => c.localName), where).toEqual(['style', 'div', 'span']);
        expect(root!.querySelector('style')?.textContent, where).toContain('.sc-mount:not(:has(~ .sc-parsed)) > .sc-root{visibility:hidden}');
        expect(root!.lastElementChild?.className, where).toBe('sc-parsed');
        const sc = root!.querySelector('.sc-mount > .sc-root');
        expect(sc?.getAttribute('lang'), where).toBe(LANGUAGES[lang].locale);
        expect(sc?.getAttribute('dir'), where).toBe(LANGUAGES[lang].dir);
        expect(sc?.getAttribute('data-theme'), where).toBe('light');
        // Every link is a path on the site or an https URL: nothing a script would follow.
        for (const a of root!.querySelectorAll('a[href]')) expect(a.getAttribute('href'), where).toMatch(/^(\/|https:\/\/|mailto:|tel:)/);
      }
      const header = parse(chrome.header).root!;
      expect(header.querySelector('header[role="banner"]'), site).not.toBeNull();
      expect(header.querySelector('nav[aria-label]'), site).not.toBeNull();
      const footer = parse(chrome.footer).root!;
      expect(footer.querySelector('footer[role="contentinfo"]'), site).not.toBeNull();
      expect(footer.querySelectorAll('a[href]').length, `${site}/${lang} footer links`).toBeGreaterThan(5);
    }
  });
});

describe('renderChrome', () => {
  it('renders a visitor\'s header: the logo home, Log In and Sign Up under the language prefix, the main navigation', () => {
    const root = parse(renderChrome({ site: 'main', lang: 'de' }).header).root!;
    expect(root.querySelector('a[aria-label="Gate"]')?.getAttribute('href')).toBe('/de/');
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(expect.arrayContaining([['Anmelden', '/de/login'], ['Registrieren', '/de/signup']]));
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Hauptmenü');
    expect(parse(renderChrome({ site: 'main', lang: 'en' }).header).root!.querySelector('nav')?.getAttribute('aria-label')).toBe('Main');
  });

  it('shows every top-level menu as a link to its first page on the site, as a script-less page needs', () => {
    const nav = (site: string, lang?: string) => [...parse(renderChrome({ site, lang }).header).root!.querySelectorAll('nav li > :first-child')]
      .map((el) => [el.textContent, el.getAttribute('href')]);
    const main = nav('main', 'en');
    expect(main.map(([label]) => label)).toEqual(['Buy Crypto', 'Markets', 'Trade', 'Futures', 'Earn', 'Community', 'Promotions', 'More']);
    for (const [label, href] of main) expect(href, label!).toMatch(/^\/[a-z]/);
    expect(Object.fromEntries(main)).toMatchObject({ Markets: '/price', Trade: expect.stringMatching(/^\/trade\/BTC_USDT/), Futures: expect.stringMatching(/^\/futures\//) });
    // The site's default pair; its default language has no prefix, another language has.
    expect(Object.fromEntries(nav('turkey', 'tr'))).toMatchObject({ [catalogOf('tr')['nav.trade']!]: '/trade/BTC_TRY' });
    expect(Object.fromEntries(nav('turkey', 'en'))).toMatchObject({ Trade: '/en/trade/BTC_TRY' });
  });

  it('takes the language from the page\'s path, the theme and rise colour as given, and the nonce on its style', () => {
    const { header } = renderChrome({ site: 'main', page: '/ar/trade/BTC_USDT', theme: 'dark', rise: 'red-up', nonce: 'abc123=' });
    const root = parse(header).root!;
    const sc = root.querySelector('.sc-root')!;
    expect([sc.getAttribute('lang'), sc.getAttribute('dir'), sc.getAttribute('data-theme'), sc.getAttribute('data-rise')]).toEqual(['ar', 'rtl', 'dark', 'risered']);
    expect(root.querySelector('style')?.getAttribute('nonce')).toBe('abc123=');
  });

  it('gives the same strings for the same options (a pure render), whatever was rendered before', () => {
    const first = renderChrome({ site: 'turkey', lang: 'tr' });
    renderChrome({ site: 'main', lang: 'ar', theme: 'dark', nonce: 'n0nce' });
    expect(renderChrome({ site: 'turkey', lang: 'tr' })).toEqual(first);
  });

  it('rejects bad options with a SiteChromeError, as mount() does', () => {
    expect(() => renderChrome({ site: 'mars' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_SITE' }));
    expect(() => renderChrome({ lang: 'xx' })).toThrow(expect.objectContaining({ code: 'UNKNOWN_LANGUAGE' }));
    expect(() => renderChrome({ theme: 'blue' as never })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(() => renderChrome({ page: 'trade' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
    expect(() => renderChrome({ nonce: '"><script>alert(1)</script>' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTION' }));
  });
});
