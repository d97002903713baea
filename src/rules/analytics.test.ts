import { describe, expect, it } from 'vitest';
import { TRACK_LEVELS, trackedClick, type PathElement } from './analytics';

/** An element with the given attributes (what composedPath() yields, as far as the rule reads it). */
const el = (attributes: Record<string, string> = {}): PathElement => ({ getAttribute: (name) => attributes[name] ?? null });
/** The nodes a composed path also holds that are no elements: the document, the window. */
const documentNode = { nodeType: 9 };
const windowNode = {};

/** A chrome root as a composed path has it: its shadow root, then its host. */
const root = (kind: string) => {
  const hostEl = el({ 'data-site-chrome-root': kind });
  return [{ host: hostEl }, hostEl];
};
const page = [el({ 'data-track': 'host_page_banner' }), el(), documentNode, windowNode];

describe('trackedClick', () => {
  it.each([
    ['a tracked link', [el({ 'data-track': 'logo', href: '/en' }), el(), ...root('header'), ...page], { name: 'logo', area: 'header', target: '/en' }],
    ['the label inside a link, the list tracked', [el(), el({ href: '/en/trade' }), el(), el({ 'data-track': 'nav' }), ...root('header'), ...page], { name: 'nav', area: 'header', target: '/en/trade' }],
    ['a button named by its target', [el({ 'data-track': 'bar_close', 'data-track-target': 'announcement' }), ...root('overlay'), ...page], { name: 'bar_close', area: 'overlay', target: 'announcement' }],
    ['a control\'s target before its link\'s', [el({ 'data-track-target': 'theme' }), el({ href: '#' }), el({ 'data-track': 'settings' }), ...root('header'), ...page], { name: 'settings', area: 'header', target: 'theme' }],
    ['the nearest attribute wins (one event)', [el({ 'data-track': 'footer_link', href: '/en/fees' }), el({ 'data-track': 'footer' }), ...root('footer'), ...page], { name: 'footer_link', area: 'footer', target: '/en/fees' }],
    ['no target: empty', [el({ 'data-track': 'menu' }), ...root('header'), ...page], { name: 'menu', area: 'header', target: '' }],
  ])('%s', (_, path, expected) => {
    expect(trackedClick(path)).toEqual(expected);
  });

  it('looks up to 5 parent levels, not 6', () => {
    const parents = (n: number) => Array.from({ length: n }, () => el());
    const at = (levels: number) => [el({ href: '/x' }), ...parents(levels - 1), el({ 'data-track': 'list' }), ...root('footer'), ...page];
    expect(TRACK_LEVELS).toBe(5);
    expect(trackedClick(at(5))?.name).toBe('list');
    expect(trackedClick(at(6))).toBeNull();
  });

  it.each([
    ['the host page\'s own click, even with its own data-track', page],
    ['a click in the chrome with nothing tracked near it', [el(), el(), ...root('header'), ...page]],
    ['the host page\'s attribute right above the root is not the chrome\'s', [el({ href: '/x' }), ...root('footer'), el({ 'data-track': 'host' }), documentNode]],
    ['a host page element that carries the root attribute, with no shadow root of ours', [el({ 'data-track': 'nav', href: '/login' }), el({ 'data-site-chrome-root': 'header' }), ...page]],
    ['a shadow root of another host', [el({ 'data-track': 'nav' }), { host: el() }, el({ 'data-site-chrome-root': 'header' }), ...page]],
    ['an empty attribute', [el({ 'data-track': '' }), ...root('header'), ...page]],
    ['an empty path', []],
    ['no elements at all', [null, undefined, 3, 'a', windowNode]],
  ])('%s: null', (_, path) => {
    expect(trackedClick(path)).toBeNull();
  });
});
