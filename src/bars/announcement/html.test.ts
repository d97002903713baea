import { describe, expect, it } from 'vitest';
import { followableUrl } from './html';

const ANTI = ['https://www.gate.com'];
const origin = window.location.origin;

describe('followableUrl', () => {
  it.each([
    ['/announcements/article/1', `${origin}/announcements/article/1`],
    ['https://www.gate.com/x', 'https://www.gate.com/x'],
    ['javascript:alert(1)', null], ['java\tscript:alert(1)', null], ['data:text/html,x', null],
    ['https://evil.example/x', null], ['//evil.example/x', null], ['/\\evil.example', null], ['', null], [42, null],
  ])('%j → %j', (raw, url) => expect(followableUrl(raw, ANTI)).toBe(url));
});

// sanitizeBulletinHtml is tested in a real browser (tests/e2e/announcement.spec.ts): under happy-dom
// DOMPurify's tree walk removes nothing (an `<img onerror>` survives), so a unit test here would
// prove nothing about the browsers the chrome runs in.
