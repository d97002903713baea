import { afterEach, describe, expect, it } from 'vitest';
import { absoluteApiBase, onPage } from './location';

afterEach(() => { document.head.querySelector('base')?.remove(); });

describe('URLs the SDK builds resolve against the page, never the document base (issue 20)', () => {
  it.each([
    ['/api/x', `${location.origin}/api/x`],
    ['/images/coin_icon/64/btc.png?v=1', `${location.origin}/images/coin_icon/64/btc.png?v=1`],
    ['https://api.gate.com/x', 'https://api.gate.com/x'],
    ['http://[', 'about:invalid'],
  ])('%s → %s under <base href="https://evil.example/x/">', (url, absolute) => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="https://evil.example/x/">');
    expect(document.baseURI).toBe('https://evil.example/x/');
    expect(onPage(url)).toBe(absolute);
  });

  it.each([
    ['', location.origin],
    ['/proxy', `${location.origin}/proxy`],
    ['https://api.gate.com', 'https://api.gate.com'],
    ['/proxy/', `${location.origin}/proxy`],
  ])('apiBase %j is made absolute for icons and micro-apps: %s', (apiBase, absolute) => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="https://evil.example/x/">');
    expect(absoluteApiBase(apiBase)).toBe(absolute);
  });
});
