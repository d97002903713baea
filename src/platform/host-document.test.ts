import { afterEach, describe, expect, it } from 'vitest';
import { hostCreate, hostGet, hostQuery, onHostDocument, setHostCookie } from './host-document';

/**
 * Chromium makes `<img name="x">` (embed, form, object, iframe) a named property of the document
 * that shadows its own member `x`; happy-dom has no named properties, so the test puts the element
 * on the document as an own property, which is what the page's scripts then see.
 */
const NAMES = ['cookie', 'currentScript', 'body', 'head', 'documentElement', 'readyState', 'activeElement', 'hidden', 'visibilityState',
  'baseURI', 'defaultView', 'querySelector', 'createElement', 'addEventListener'] as const;

/** One at a time where happy-dom's own getters read other members through the instance (a browser's do not). */
function clobber(names: readonly string[] = NAMES): void {
  const images = names.map((name) => {
    const img = document.createElement('img');
    img.setAttribute('name', name);
    img.src = 'https://evil.example/x/';
    document.body.append(img);
    return img;
  });
  names.forEach((name, i) => Object.defineProperty(document, name, { value: images[i], configurable: true }));
}

afterEach(() => {
  for (const name of NAMES) delete (document as unknown as Record<string, unknown>)[name];
  document.body.innerHTML = '';
});

describe('host-document: the browser\'s own members, whatever the page names its elements', () => {
  it('the clobbering works in the test (the page itself sees elements)', () => {
    clobber(['cookie', 'querySelector']);
    expect(document.cookie).toBeInstanceOf(HTMLImageElement);
    expect(document.querySelector).toBeInstanceOf(HTMLImageElement);
  });

  it.each(['cookie', 'currentScript', 'body', 'head', 'documentElement', 'readyState', 'activeElement', 'hidden', 'visibilityState', 'baseURI'] as const)(
    'reads %s through the prototype on a clobbered document, as before', (name) => {
      const before = hostGet(name);
      clobber([name]);
      expect(document[name]).toBeInstanceOf(HTMLImageElement);
      expect(hostGet(name)).toBe(before);
      expect(hostGet(name)).not.toBeInstanceOf(HTMLImageElement);
    });

  it('writes and reads cookies, queries, creates and listens on a clobbered document', () => {
    clobber(['cookie', 'querySelector', 'createElement', 'addEventListener']);
    setHostCookie('sc_test=1; path=/');
    expect(hostGet('cookie')).toContain('sc_test=1');
    setHostCookie('sc_test=; path=/; max-age=0');
    hostGet('body').insertAdjacentHTML('beforeend', '<div data-x="1"></div>');
    expect(hostQuery('[data-x]')?.getAttribute('data-x')).toBe('1');
    expect(hostCreate('div')).toBeInstanceOf(HTMLDivElement);
    let heard = 0;
    onHostDocument('sc-test', () => { heard += 1; }, { once: true });
    document.dispatchEvent(new Event('sc-test'));
    document.dispatchEvent(new Event('sc-test'));
    expect(heard).toBe(1);
  });

  it('reads another document (a shadow root\'s owner) the same way', () => {
    const other = document.implementation.createHTMLDocument('');
    Object.defineProperty(other, 'createElement', { value: 1 });
    expect(hostCreate('span', other).ownerDocument).toBe(other);
    expect(hostQuery('body', other)).toBe(hostGet('body', other));
  });
});
