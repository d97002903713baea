import { describe, expect, it } from 'vitest';
import { chatRoomAllowed, chatRoomAtLoad, groupChatTarget } from './rules';

describe('chatRoomAllowed (site-chrome.md §4, §9)', () => {
  it.each([
    // width, path, allowed
    [1440, '/', true],
    [768, '/trade/BTC_USDT', true],
    [767, '/trade/BTC_USDT', false],
    [390, '/', false],
    [0, '/', false],
    // The live list is a Community page like /post; only its video pages keep the room closed (§4).
    [1440, '/live', true],
    [1440, '/live/', true],
    [1440, '/zh/live', true],
    [1440, '/live/video', false],
    [1440, '/live/video/123?type=live', false],
    [1440, '/LIVE/VIDEO/123', false],
    [1440, '/zh/live/video/123', false],
    [1440, '/live-news', true],
    [1440, '/livestream', true],
    [1440, '/login', false],
    [1440, '/login/auth', false],
    [1440, '/en-eu/login', false],
    [1440, '/signup', false],
    [1440, '/post', true],
    [1440, '/groupchat/service', true],
  ])('%i px on %s → %s', (width, path, allowed) => {
    expect(chatRoomAllowed(width, path.split('?')[0] ?? path)).toBe(allowed);
  });
});

describe('groupChatTarget', () => {
  it.each([
    ['/groupchat/service', 'service'],
    ['/groupchat/service/', 'service'],
    ['/zh/groupchat/vip-desk', 'vip-desk'],
    ['/groupchat', null],
    ['/groupchat/', null],
    ['/groupchat/a/b', null],
    ['/groupchat/%3Cscript%3E', null],
    ['/chat/service', null],
  ])('%s → %s', (path, target) => {
    expect(groupChatTarget(path)).toBe(target);
  });
});

describe('chatRoomAtLoad', () => {
  it.each([
    // remembered flag, width, path, result
    [true, 1440, '/', { target: null }],
    [false, 1440, '/', null],
    [false, 1440, '/groupchat/service', { target: 'service' }],
    [true, 1440, '/groupchat/service', { target: 'service' }],
    [true, 390, '/', null],
    [false, 390, '/groupchat/service', null],
    [true, 1440, '/live/video/9', null],
    [true, 1440, '/live', { target: null }],
    [true, 1440, '/login', null],
  ])('remembered %s at %i px on %s → %j', (remembered, width, pathname, result) => {
    expect(chatRoomAtLoad({ remembered, width, pathname })).toEqual(result);
  });
});
