import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog, withMessages } from '../../i18n/catalogs';
import { SITES } from '../../config/sites';
import { render } from '../../test/render';
import { setTestPage } from '../../test/page-setup';
import { NotFound } from './NotFound';
import type { Story } from './props';

const O = window.location.origin;

beforeAll(async () => {
  await withMessages('notfound', Promise.resolve());
});
afterEach(() => {
  document.body.innerHTML = '';
  setTestPage();
});

const hrefs = (el: HTMLElement, selector: string) => [...el.querySelectorAll<HTMLAnchorElement>(`${selector} a`)].map((a) => a.getAttribute('href'));
const names = (el: HTMLElement, selector: string) => [...el.querySelectorAll<HTMLAnchorElement>(`${selector} a`)].map((a) => a.textContent);

describe('404 page view', () => {
  it('English on the main site: title, home, seven helpful links and three stories, unprefixed', async () => {
    setTestPage();
    const { el, unmount } = await render(<NotFound stories={null} />);
    expect(el.querySelector('h1')?.textContent).toBe('Page not found');
    expect(el.querySelector<HTMLAnchorElement>('h1 ~ a')?.getAttribute('href')).toBe(`${O}/`);
    expect(el.querySelector('h1 ~ a')?.textContent).toBe('Back to home');
    const nav = el.querySelector('nav')!;
    expect(nav.getAttribute('aria-labelledby')).toBe(nav.querySelector('h2')!.id);
    expect(names(el, 'nav')).toEqual(['Learn', 'Blog', 'Live', 'NFT', 'Post', 'Crypto prices', 'How to buy crypto']);
    expect(hrefs(el, 'nav')).toEqual(['/learn', '/blog', '/live', '/nft', '/post', '/price', '/how-to-buy'].map((p) => O + p));
    expect(hrefs(el, 'ol')).toEqual([
      `${O}/explore/bitcoin-halving-countdown`, `${O}/learn/articles/what-is-copy-trading`, `${O}/learn/articles/what-is-ordi`,
    ]);
    expect([...el.querySelectorAll('ol [aria-hidden="true"]')].map((n) => n.textContent)).toEqual(['01', '02', '03']);
    unmount();
  });

  it('another language: every link under its prefix, home is the language home', async () => {
    setTestPage({ lang: 'zh' });
    await loadCatalog('zh');
    const { el, unmount } = await render(<NotFound stories={null} />);
    expect(el.querySelector('h1')?.textContent).toBe('页面未找到');
    expect(el.querySelector<HTMLAnchorElement>('h1 ~ a')?.getAttribute('href')).toBe(`${O}/zh/`);
    expect(hrefs(el, 'nav').every((h) => h?.startsWith(`${O}/zh/`))).toBe(true);
    expect(hrefs(el, 'ol').every((h) => h?.startsWith(`${O}/zh/`))).toBe(true);
    unmount();
  });

  it('a site\'s hidden flags apply: Turkey (default Turkish) has no community pages', async () => {
    setTestPage({ site: SITES.turkey, lang: 'tr' });
    await loadCatalog('tr');
    const { el, unmount } = await render(<NotFound stories={null} />);
    expect(hrefs(el, 'nav')).toEqual(['/learn', '/blog', '/nft', '/price', '/how-to-buy'].map((p) => O + p));
    unmount();
  });

  it('the page\'s stories: a thumbnail before the link, a video beside it with the image as poster, paths under the language prefix', async () => {
    setTestPage({ lang: 'zh' });
    const stories: Story[] = [
      { title: 'With image', href: `${O}/a`, path: '/a', image: `${O}/a.png`, video: null },
      { title: 'With video', href: `${O}/zh/b`, path: '/zh/b', image: `${O}/b.png`, video: `${O}/b.mp4` },
      { title: 'Plain', href: 'https://www.gate.com/c', path: null, image: null, video: null },
    ];
    const { el, unmount } = await render(<NotFound stories={stories} />);
    expect(names(el, 'ol')).toEqual(['With image', 'With video', 'Plain']);
    // A path gets the page's language once; a full URL stays as the page gave it.
    expect(hrefs(el, 'ol')).toEqual([`${O}/zh/a`, `${O}/zh/b`, 'https://www.gate.com/c']);
    const items = el.querySelectorAll('ol > li');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe(`${O}/a.png`);
    expect(items[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
    const video = items[1]!.querySelector('video')!;
    expect(video.closest('a')).toBeNull();
    expect(video.getAttribute('poster')).toBe(`${O}/b.png`);
    expect(video.getAttribute('aria-label')).toBe('With video');
    // Idle or visible first: nothing downloads at render.
    expect(video.getAttribute('src')).toBeNull();
    expect(items[2]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('03');
    unmount();
  });
});
