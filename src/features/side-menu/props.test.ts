import { afterEach, describe, expect, it } from 'vitest';
import type { PropFail } from '../../root/widget';
import { $pageSetup } from '../../stores/page-setup';
import { SITES } from '../../config/sites';
import { setTestPage } from '../../test/page-setup';
import { decodeProps } from './props';

class Failed extends Error {}
const fail: PropFail = (prop, _value, expected) => {
  throw new Failed(`props.${prop}: ${expected}`);
};
const O = window.location.origin;

// No page set up: the main site's domains (a widget on a page without mount()).
afterEach(() => $pageSetup.set(null));

describe('side menu props', () => {
  it('decodes links and groups, every URL made absolute through the URL guard, with the defaults', () => {
    expect(decodeProps({
      items: [
        { label: ' Overview ', href: '/myaccount', icon: '/icons/home.svg' },
        { label: 'Assets', children: [{ label: 'Spot', href: 'https://www.gate.com/myaccount/spot' }, { label: 'Futures', href: '/futures', icon: '/f.png' }] },
      ],
    }, fail)).toEqual({
      items: [
        { kind: 'link', label: 'Overview', icon: `${O}/icons/home.svg`, href: `${O}/myaccount` },
        { kind: 'group', label: 'Assets', icon: null, children: [
          { kind: 'link', label: 'Spot', icon: null, href: 'https://www.gate.com/myaccount/spot' },
          { kind: 'link', label: 'Futures', icon: `${O}/f.png`, href: `${O}/futures` },
        ] },
      ],
      label: null,
      collapsed: false,
    });
  });

  it('takes the label and collapsed', () => {
    expect(decodeProps({ items: [{ label: 'A', href: '/a' }], label: ' Wallet ', collapsed: true }, fail))
      .toMatchObject({ label: 'Wallet', collapsed: true });
  });

  it("allows the site's own domains: the Turkey site's, not the main site's", () => {
    setTestPage({ site: SITES.turkey });
    expect(decodeProps({ items: [{ label: 'A', href: 'https://www.gate.tr/a' }] }, fail).items[0]).toMatchObject({ href: 'https://www.gate.tr/a' });
    expect(() => decodeProps({ items: [{ label: 'A', href: 'https://www.gate.com/a' }] }, fail)).toThrow(/^props\.items\[0\]\.href:/);
  });

  const link = { label: 'A', href: '/a' };
  it.each<[Record<string, unknown>, string]>([
    // items itself
    [{}, 'items'],
    [{ items: null }, 'items'],
    [{ items: 'Overview' }, 'items'],
    [{ items: { 0: link, length: 1 } }, 'items'],
    [{ items: [] }, 'items'],
    // bad entries
    [{ items: [null] }, 'items[0]'],
    [{ items: [link, 'B'] }, 'items[1]'],
    [{ items: [[link]] }, 'items[0]'],
    // A hole is a bad entry, not one skipped.
    [{ items: [link, , link] }, 'items[1]'],
    [{ items: [{ label: 'A' }] }, 'items[0]'],
    [{ items: [{ label: 'A', href: '/a', target: '_blank' }] }, 'items[0].target'],
    [{ items: [{ href: '/a' }] }, 'items[0].label'],
    [{ items: [{ label: '  ', href: '/a' }] }, 'items[0].label'],
    [{ items: [{ label: 7, href: '/a' }] }, 'items[0].label'],
    // hrefs that are not safe URLs
    [{ items: [{ label: 'A', href: 'javascript:alert(1)' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: 'data:text/html,x' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: '//evil.example/a' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: '/\\evil.example' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: 'https://evil.example/a' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: 'https://user:pw@www.gate.com/' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: '' }] }, 'items[0].href'],
    [{ items: [{ label: 'A', href: 42 }] }, 'items[0].href'],
    [{ items: [link, { label: 'B', href: null }] }, 'items[1].href'],
    // icons too
    [{ items: [{ label: 'A', href: '/a', icon: 'https://evil.example/i.png' }] }, 'items[0].icon'],
    [{ items: [{ label: 'A', href: '/a', icon: 'javascript:x' }] }, 'items[0].icon'],
    [{ items: [{ label: 'A', href: '/a', icon: null }] }, 'items[0].icon'],
    // groups
    [{ items: [{ label: 'G', children: [] }] }, 'items[0].children'],
    [{ items: [{ label: 'G', children: link }] }, 'items[0].children'],
    [{ items: [{ label: 'G', href: '/g', children: [link] }] }, 'items[0].href'],
    [{ items: [{ label: 'G', children: [link, { label: 'B' }] }] }, 'items[0].children[1].href'],
    [{ items: [{ label: 'G', children: [{ label: 'B', href: 'javascript:x' }] }] }, 'items[0].children[0].href'],
    [{ items: [{ label: 'G', children: [{ label: 'B', href: '/b', icon: '//evil.example/i' }] }] }, 'items[0].children[0].icon'],
    [{ items: [{ label: 'G', children: [{ label: 'Deeper', children: [link] }] }] }, 'items[0].children[0].children'],
    [{ items: [{ label: 'G', children: [null] }] }, 'items[0].children[0]'],
    // the other props
    [{ items: [link], label: '' }, 'label'],
    [{ items: [link], label: 5 }, 'label'],
    [{ items: [link], collapsed: 'yes' }, 'collapsed'],
    [{ items: [link], collapsed: null }, 'collapsed'],
    [{ items: [link], collapsed: 1 }, 'collapsed'],
  ])('%j fails naming props.%s', (raw, prop) => {
    expect(() => decodeProps(raw, fail)).toThrow(new RegExp(`^props\\.${prop.replace(/[.[\]]/g, '\\$&')}:`));
  });

  it('reads own fields only: an inherited href is not there', () => {
    const item = Object.assign(Object.create({ href: '/inherited' }) as object, { label: 'A' });
    expect(() => decodeProps({ items: [item] }, fail)).toThrow(/^props\.items\[0\]: an href/);
  });

  it('copies what it is given', () => {
    const items = [{ label: 'A', href: '/a' }];
    const decoded = decodeProps({ items }, fail);
    items.push({ label: 'B', href: '/b' });
    items[0]!.label = 'Z';
    expect(decoded.items).toEqual([{ kind: 'link', label: 'A', icon: null, href: `${O}/a` }]);
  });
});
