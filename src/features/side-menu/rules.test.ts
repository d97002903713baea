import { describe, expect, it } from 'vitest';
import {
  activeKey, bandOf, firstLetter, groupId, groupOf, initialMenu, labelOf, layoutOf, menuReducer, pagePath, shownGroups,
  SIDE_MENU_MEDIA, type Band, type MenuAction, type MenuEntry, type MenuState,
} from './rules';

const O = 'https://www.gate.com';
const link = (label: string, path: string, origin = O): MenuEntry & { kind: 'link' } => ({ kind: 'link', label, icon: null, href: `${origin}${path}` });
const ENTRIES: readonly MenuEntry[] = [
  link('Overview', '/myaccount'),
  { kind: 'group', label: 'Assets', icon: null, children: [link('Spot', '/myaccount/spot'), link('Futures', '/myaccount/futures?tab=usdt'), link('All', '/myaccount/')] },
  link('Security', '/myaccount/security/'),
  { kind: 'group', label: 'Orders', icon: null, children: [link('Spot orders', '/orders/spot'), link('Elsewhere', '/orders', 'https://www.gate.io')] },
  link('Home', '/'),
];
const ASSETS = groupId(1, 'Assets');
const ORDERS = groupId(3, 'Orders');

describe('side menu breakpoints', () => {
  it.each<[number, Band, string, string]>([
    // width, band, layout as the menu starts, layout with the `collapsed` prop
    [1920, 'wide', 'expanded', 'collapsed'],
    [1440, 'wide', 'expanded', 'collapsed'],
    [1439, 'narrow', 'collapsed', 'collapsed'],
    [1400, 'narrow', 'collapsed', 'collapsed'],
    [993, 'narrow', 'collapsed', 'collapsed'],
    [992, 'dropdown', 'dropdown', 'dropdown'],
    [768, 'dropdown', 'dropdown', 'dropdown'],
    [390, 'dropdown', 'dropdown', 'dropdown'],
  ])('%i px: %s band, %s (%s when asked to start collapsed)', (width, band, layout, startCollapsedLayout) => {
    expect(bandOf(width)).toBe(band);
    expect(layoutOf(initialMenu(band, false, null))).toBe(layout);
    expect(layoutOf(initialMenu(band, true, null))).toBe(startCollapsedLayout);
  });

  it('watches the same two widths as bandOf', () => {
    expect(SIDE_MENU_MEDIA).toEqual({ collapse: '(max-width: 1439px)', dropdown: '(max-width: 992px)' });
  });
});

/** Runs `actions` from `start` and records the layout and the groups drawn open after each. */
function run(start: MenuState, actions: readonly MenuAction[]): [string, readonly string[]][] {
  let state = start;
  return actions.map((action) => {
    state = menuReducer(state, action);
    return [layoutOf(state), shownGroups(state)];
  });
}

const sync = (band: Band, startCollapsed = false): MenuAction => ({ type: 'sync', band, startCollapsed });
const group = (id: string): MenuAction => ({ type: 'toggle-group', id });
const TOGGLE: MenuAction = { type: 'toggle-collapsed' };

describe('side menu state: which groups stay open', () => {
  it.each<[string, MenuState, readonly MenuAction[], [string, readonly string[]][]]>([
    ['the button collapses and expands; the open group comes back',
      initialMenu('wide', false, ASSETS), [group(ORDERS), TOGGLE, TOGGLE],
      [['expanded', [ASSETS, ORDERS]], ['collapsed', []], ['expanded', [ASSETS, ORDERS]]]],
    ['closing a group forgets it; the others stay',
      initialMenu('wide', false, ASSETS), [group(ORDERS), group(ASSETS), TOGGLE, TOGGLE],
      [['expanded', [ASSETS, ORDERS]], ['expanded', [ORDERS]], ['collapsed', []], ['expanded', [ORDERS]]]],
    ['1440 → 1439 collapses, back to 1440 expands with the same groups',
      initialMenu('wide', false, null), [group(ASSETS), sync('narrow'), sync('wide')],
      [['expanded', [ASSETS]], ['collapsed', []], ['expanded', [ASSETS]]]],
    ['at 1400 px the button expands; the open group is there',
      initialMenu('wide', false, ASSETS), [sync('narrow'), TOGGLE, TOGGLE],
      [['collapsed', []], ['expanded', [ASSETS]], ['collapsed', []]]],
    ['a group pressed while collapsed expands the panel with it open, the remembered ones too',
      initialMenu('narrow', false, ASSETS), [group(ORDERS), TOGGLE, group(ORDERS)],
      [['expanded', [ASSETS, ORDERS]], ['collapsed', []], ['expanded', [ASSETS, ORDERS]]]],
    ['a remembered group pressed while collapsed stays open',
      initialMenu('narrow', false, ASSETS), [group(ASSETS)],
      [['expanded', [ASSETS]]]],
    ['the dropdown shows the remembered groups; its button does not collapse anything',
      initialMenu('wide', false, ASSETS), [TOGGLE, sync('dropdown'), TOGGLE, group(ORDERS), sync('narrow')],
      [['collapsed', []], ['dropdown', [ASSETS]], ['dropdown', [ASSETS]], ['dropdown', [ASSETS, ORDERS]], ['collapsed', []]]],
    ['993 → 992 → 993 collapses again, whatever the button did',
      initialMenu('narrow', false, null), [TOGGLE, sync('dropdown'), sync('narrow')],
      [['expanded', []], ['dropdown', []], ['collapsed', []]]],
    ['the collapsed prop: wide screens start collapsed; turning it off there expands',
      initialMenu('wide', true, ASSETS), [sync('wide', true), sync('wide', false), sync('wide', true)],
      [['collapsed', []], ['expanded', [ASSETS]], ['collapsed', []]]],
    ['the collapsed prop changes nothing under 1440 px',
      initialMenu('narrow', false, null), [TOGGLE, sync('narrow', true), sync('narrow', false)],
      [['expanded', []], ['expanded', []], ['expanded', []]]],
  ])('%s', (_name, start, actions, expected) => {
    expect(run(start, actions)).toEqual(expected);
  });

  it('opens and closes the dropdown list only in the dropdown band, and closes it on leaving', () => {
    const wide = initialMenu('wide', false, null);
    expect(menuReducer(wide, { type: 'list', open: true })).toBe(wide);
    const open = menuReducer(initialMenu('dropdown', false, null), { type: 'list', open: true });
    expect(open.listOpen).toBe(true);
    expect(menuReducer(open, { type: 'list', open: true })).toBe(open);
    expect(menuReducer(open, sync('wide')).listOpen).toBe(false);
    expect(menuReducer(open, { type: 'list', open: false }).listOpen).toBe(false);
  });

  it('keeps the state object when nothing changed', () => {
    const state = initialMenu('narrow', false, null);
    expect(menuReducer(state, sync('narrow'))).toBe(state);
  });
});

describe('side menu active link', () => {
  it.each<[string, string | null]>([
    ['/myaccount', '0'],
    ['/zh/myaccount', '0'],
    ['/myaccount/spot', '1.0'],
    ['/ja/myaccount/spot/BTC?x=1#top', '1.0'],
    ['/myaccount/futures', '1.1'],
    ['/myaccount/futures/', '1.1'],
    ['/myaccount/margin', '0'],
    ['/myaccount/security/kyc', '2'],
    ['/myaccounts', null],
    ['/orders/spot', '3.0'],
    ['/orders', null],
    ['/', '4'],
    ['/zh/', '4'],
    ['/trade/BTC_USDT', null],
  ])('%s → %s', (path, key) => {
    expect(activeKey(ENTRIES, path, O)).toBe(key);
  });

  it('is none for an empty menu or a link that cannot be read', () => {
    expect(activeKey([], '/myaccount', O)).toBeNull();
    expect(activeKey([{ kind: 'link', label: 'x', icon: null, href: 'not a url' }], '/', O)).toBeNull();
  });

  it.each<[string | null, string | null, string | null]>([
    ['0', null, 'Overview'],
    ['1.0', ASSETS, 'Spot'],
    ['3.0', ORDERS, 'Spot orders'],
    ['1', null, null],
    ['9', null, null],
    ['1.9', ASSETS, null],
    [null, null, null],
  ])('link %s: group %s, label %s', (key, groupKey, label) => {
    expect(groupOf(ENTRIES, key)).toBe(groupKey);
    expect(labelOf(ENTRIES, key)).toBe(label);
  });

  it.each([
    ['/zh/wallet/?a=1', '/wallet'],
    ['/', '/'],
    ['/zh', '/'],
    ['/a//', '/a'],
  ])('pagePath(%s) = %s', (path, page) => {
    expect(pagePath(path)).toBe(page);
  });
});

describe('side menu letters', () => {
  it.each([
    ['wallet', 'en', 'W'],
    ['  spot', 'en', 'S'],
    ['istanbul', 'tr', 'İ'],
    ['𝒜lpha', 'en', '𝒜'],
    ['资产', 'zh-CN', '资'],
    ['', 'en', ''],
  ])('%j in %s → %s', (label, locale, letter) => {
    expect(firstLetter(label, locale)).toBe(letter);
  });
});
