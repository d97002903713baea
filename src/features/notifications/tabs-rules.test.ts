import { describe, expect, it } from 'vitest';
import type { HiddenFlag } from '../../config/sites';
import { showsNotifications, tabTypeKey } from './tabs-rules';


describe('the Notifications bell (site-chrome.md §2, §6: notifications need login; a per-site flag hides them)', () => {
  it.each([
    // logged in, the site's hidden flags, bell
    [true, [], true],
    [true, ['notification'], false],
    [true, ['notification', 'avatar'], false],
    [true, ['avatar', 'language'], true],
    [false, [], false],
    [false, ['notification'], false],
  ] satisfies [boolean, HiddenFlag[], boolean][])('logged in %s, hidden %j → %s', (loggedIn, hidden, shown) => {
    expect(showsNotifications(loggedIn, { hidden: new Set(hidden) })).toBe(shown);
  });
});

describe('tabTypeKey', () => {
  it('joins each tab\'s types with commas', () => {
    expect(tabTypeKey('system')).toBe('notices,system');
  });
});
