import { describe, expect, it } from 'vitest';
import type { PropFail } from '../../root/widget';
import { setTestPage } from '../../test/page-setup';
import { decodeProps, MAX_STORIES } from './props';

const O = window.location.origin;
class Bad extends Error {}
const fail: PropFail = (prop, value, expected) => {
  throw new Bad(`${prop}: ${String(value)} (${expected})`);
};
const decode = (raw: Record<string, unknown>) => decodeProps(raw, fail);
const story = { title: 'Halving', href: '/explore/bitcoin-halving-countdown' };

setTestPage();

describe('not-found props', () => {
  it('no stories: the default list (null)', () => {
    expect(decode({})).toEqual({ stories: null });
  });

  it('stories: trimmed titles, every URL absolute through the URL guard', () => {
    expect(decode({ stories: [{ ...story, title: '  Halving ', image: '/img/h.png', video: 'https://www.gate.com/v/h.mp4' }] })).toEqual({
      stories: [{ title: 'Halving', href: `${O}/explore/bitcoin-halving-countdown`, path: '/explore/bitcoin-halving-countdown', image: `${O}/img/h.png`, video: 'https://www.gate.com/v/h.mp4' }],
    });
  });

  it('a full URL keeps no path (it gets no language prefix)', () => {
    expect(decode({ stories: [{ title: 'T', href: 'https://www.gate.com/x' }] }).stories![0]!.path).toBeNull();
    expect(decode({ stories: [{ title: 'T', href: `${O}/x` }] }).stories![0]!.path).toBeNull();
  });

  it.each<[string, unknown, string]>([
    ['not an array', 'x', 'stories:'],
    ['empty', [], 'stories:'],
    ['too many', Array.from({ length: MAX_STORIES + 1 }, () => story), 'stories:'],
    ['a hole', [story, undefined], 'stories[1]:'],
    ['no title', [{ href: '/a' }], 'stories[0].title'],
    ['blank title', [{ ...story, title: '  ' }], 'stories[0].title'],
    ['javascript: href', [{ ...story, href: 'javascript:alert(1)' }], 'stories[0].href'],
    ['off-site href', [{ ...story, href: 'https://evil.example/x' }], 'stories[0].href'],
    ['protocol-relative image', [{ ...story, image: '//evil.example/x.png' }], 'stories[0].image'],
    ['data: video', [{ ...story, video: 'data:video/mp4;base64,AAAA' }], 'stories[0].video'],
    ['an unknown field', [{ ...story, colour: 'red' }], 'stories[0].colour'],
  ])('rejects %s, naming the field', (_, stories, path) => {
    expect(() => decode({ stories })).toThrow(path);
  });

  it('reads own fields only: a polluted prototype adds no href', () => {
    const proto = { href: '/learn' };
    const item = Object.assign(Object.create(proto) as object, { title: 'T' });
    expect(() => decode({ stories: [item] })).toThrow('stories[0].href');
  });
});
