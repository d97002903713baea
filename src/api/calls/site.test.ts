import { describe, expect, it } from 'vitest';
import { decodeBulletins } from './site';
import { DecodeError } from '../decode';

const good = { content_id: 7, content: 'New listing', link: '/announcements/1' };
const decoded = { contentId: '7', content: 'New listing', link: '/announcements/1' };

describe('fullsiteBulletin: each page\'s entry decodes on its own (a bad one costs only its page the bar)', () => {
  it.each([
    // what the server sends for `data`, what the pages get
    ['one good page', { index: good }, { index: decoded }],
    ['no link', { index: { content_id: '8', content: 'x' } }, { index: { contentId: '8', content: 'x', link: '' } }],
    ['a null entry beside a good one', { index: good, trade: null }, { index: decoded }],
    ['empty content (no bar) beside a good one', { index: good, trade: { content_id: 1, content: '' } }, { index: decoded }],
    ['a content that is an object', { index: good, trade: { content_id: 1, content: { html: 'x' } } }, { index: decoded }],
    ['no content_id', { index: good, trade: { content: 'x' } }, { index: decoded }],
    // CONTRACT v1.2 §4: a field of the wrong type costs that field, not the entry.
    ['a link of the wrong type', { index: good, trade: { content_id: 1, content: 'x', link: ['/a'] } }, { index: decoded, trade: { contentId: '1', content: 'x', link: '' } }],
    ['an entry that is a string', { index: good, trade: 'maintenance' }, { index: decoded }],
    ['an entry that is a list', { trade: [good], index: good }, { index: decoded }],
    ['every entry bad', { index: 'x', trade: 1 }, {}],
    ['no data', null, {}],
    ['an empty map', {}, {}],
  ])('%s', (_, data, pages) => {
    expect(decodeBulletins({ code: 0, data })).toEqual(pages);
  });

  it.each([
    ['a list instead of a map', [good]],
    ['a string', 'index'],
  ])('an answer that is no map at all fails the call (its default, no bar): %s', (_, data) => {
    expect(() => decodeBulletins({ code: 0, data })).toThrow(DecodeError);
  });
});
