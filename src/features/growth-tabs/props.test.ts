import { describe, expect, it } from 'vitest';
import type { PropFail } from '../../root/widget';
import { decodeProps } from './props';
import { TAB_NAMES } from './rules';

class Failed extends Error {}
const fail: PropFail = (prop, _value, expected) => {
  throw new Failed(`props.${prop}: ${expected}`);
};

describe('growth tabs props', () => {
  it.each([
    [{}, { tabs: TAB_NAMES, current: null }],
    [{ tabs: ['referral'] }, { tabs: ['referral'], current: null }],
    [{ tabs: ['broker', 'rewards-hub'] }, { tabs: ['broker', 'rewards-hub'], current: null }],
    [{ current: '/referral' }, { tabs: TAB_NAMES, current: '/referral' }],
    [{ current: '/zh/referral/affiliate?x=1#y' }, { tabs: TAB_NAMES, current: '/zh/referral/affiliate?x=1#y' }],
    [{ current: '/' }, { tabs: TAB_NAMES, current: '/' }],
  ])('%j → %j', (raw, decoded) => {
    expect(decodeProps(raw, fail)).toEqual(decoded);
  });

  it.each([
    [{ tabs: [] }, 'props.tabs'],
    [{ tabs: 'referral' }, 'props.tabs'],
    [{ tabs: ['referral', 'referral'] }, 'props.tabs'],
    [{ tabs: ['referral', 'vip'] }, 'props.tabs'],
    [{ tabs: [1] }, 'props.tabs'],
    [{ tabs: null }, 'props.tabs'],
    [{ current: 'referral' }, 'props.current'],
    [{ current: '//evil.example/referral' }, 'props.current'],
    [{ current: '/\\evil.example' }, 'props.current'],
    [{ current: 'https://www.gate.com/referral' }, 'props.current'],
    [{ current: 42 }, 'props.current'],
    [{ current: null }, 'props.current'],
  ])('%j fails naming %s', (raw, prop) => {
    expect(() => decodeProps(raw, fail)).toThrow(new RegExp(`^${prop.replace('.', '\\.')}:`));
  });

  it('copies the tabs it is given', () => {
    const tabs = ['referral', 'affiliate'];
    const decoded = decodeProps({ tabs }, fail);
    tabs.push('broker');
    expect(decoded.tabs).toEqual(['referral', 'affiliate']);
  });
});
