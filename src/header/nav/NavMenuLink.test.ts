// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../config/menus/types';
import { menuPage } from './NavMenuLink';

const e = (id: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({ id, label: 'nav.more', ...extra } as MenuEntry);

describe('a top-level menu\'s page with no script', () => {
  it.each([
    { case: 'the first entry with a route', entries: [e('a', { route: '/a' }), e('b', { route: '/b' })], site: 'main', page: '/a' },
    { case: 'depth first: a group\'s first page', entries: [e('g', { children: [e('c', { route: '/c' })] }), e('b', { route: '/b' })], site: 'main', page: '/c' },
    { case: 'an action (the chat room) is no page', entries: [e('chat', { action: 'chatRoom' } as Partial<MenuEntry>), e('b', { route: '/b' })], site: 'main', page: '/b' },
    { case: 'an entry that opens "Stay tuned!" on the EU site is no page there', entries: [e('x', { route: '/x', euUpcoming: true }), e('b', { route: '/b' })], site: 'eu', page: '/b' },
    { case: 'the same entry elsewhere is', entries: [e('x', { route: '/x', euUpcoming: true }), e('b', { route: '/b' })], site: 'main', page: '/x' },
    { case: 'a site\'s own route', entries: [e('d', { route: '/d', routeOn: { japan: '/d/JPY' } })], site: 'japan', page: '/d/JPY' },
    { case: 'none', entries: [e('chat', { action: 'chatRoom' } as Partial<MenuEntry>)], site: 'main', page: undefined },
  ] as const)('$case', ({ entries, site, page }) => {
    expect(menuPage(entries, site)).toBe(page);
  });
});
