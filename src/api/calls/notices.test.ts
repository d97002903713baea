import { describe, expect, it, vi } from 'vitest';
import { decodeNotices } from './notices';
import { DecodeError } from '../decode';

const good = (id: number) => ({ msg_id: id, title: `Alert ${id}`, type: 'market', send_timest: 1700000000, extras: { market: 'BTC_USDT' } });

describe('notice list: each message decodes on its own (a bad one is dropped, not the list)', () => {
  it.each([
    // `list` as the server sends it, the message ids kept
    ['two good messages', [good(1), good(2)], ['1', '2']],
    ['no msg_id', [good(1), { title: 'x' }, good(2)], ['1', '2']],
    ['a title of the wrong type', [{ ...good(3), title: { t: 1 } }, good(2)], ['2']],
    ['extras that are a string', [good(1), { ...good(4), extras: 'x' }], ['1']],
    ['a send time that is no number', [good(1), { ...good(5), send_timest: 'yesterday' }], ['1']],
    ['null and a number in the list', [null, 7, good(2)], ['2']],
    ['every message bad', ['x', { title: 'no id' }], []],
    ['an empty list', [], []],
    ['no list', null, []],
  ])('%s', (_, list, ids) => {
    expect(decodeNotices({ code: 0, data: { list } }).map((n) => n.msgId)).toEqual(ids);
  });

  it('a kept message is decoded in full (settle asset default USDT)', () => {
    expect(decodeNotices({ code: 0, data: { list: [{ bad: true }, good(1)] } })).toEqual([expect.objectContaining({
      msgId: '1', title: 'Alert 1', sendTime: 1700000000, type: 'market', isAllowHref: true,
      extras: expect.objectContaining({ market: 'BTC_USDT', settleAsset: 'USDT' }),
    })]);
  });

  it('a list that is no list reads as the empty list (CONTRACT v1.2 §4: that field\'s default); a wrong envelope fails the call', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeNotices({ code: 0, data: { list: 'x' } })).toEqual([]);
    expect(() => decodeNotices({ code: 3, data: { list: [good(1)] } })).toThrow(DecodeError);
  });
});
