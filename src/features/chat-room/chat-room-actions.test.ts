import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestPage } from '../../test/page-setup';
import { $chatRoom } from './chat-room';
import { CHAT_ROOM_KEY, chatRoomSettled, hideChatRoom, openChatRoom, startChatRoom, watchChatRoom } from './chat-room-actions';
import { $hostRoots } from '../../stores/dialogs';

const width = (px: number) => Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
const status = () => $chatRoom.get()?.status ?? 'closed';

describe('chat room (site-chrome.md §4)', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTestPage({ microApps: { chatroom: '/apps/chat.js' } });
    window.localStorage.clear();
    history.replaceState(null, '', '/');
    width(1440);
    $chatRoom.set(null);
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.restoreAllMocks();
  });

  it('closed → loading → mounted → hidden → mounted again without a new load; the flag follows', () => {
    const button = document.createElement('button');
    document.body.append(button);
    expect(openChatRoom(null, button)).toBe(true);
    expect($chatRoom.get()).toMatchObject({ status: 'loading', visit: 1 });
    expect(window.localStorage.getItem(CHAT_ROOM_KEY)).toBe('1');
    chatRoomSettled('mounted');
    expect(status()).toBe('mounted');
    hideChatRoom();
    expect(status()).toBe('hidden');
    expect(window.localStorage.getItem(CHAT_ROOM_KEY)).toBe('0');
    expect(document.activeElement).toBe(button);
    openChatRoom(null, button);
    expect($chatRoom.get()).toMatchObject({ status: 'mounted', loaded: true, visit: 2 });
  });

  it('hidden: focus goes to the menu button when the control that opened it no longer takes focus (the one focus-return rule)', () => {
    // The Community link inside a menu panel; the panel closes (its link can no longer be focused).
    document.body.innerHTML = '<button aria-controls="panel">Community</button><div id="panel"><button>Chat room</button></div>';
    const [menuButton, link] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
    openChatRoom(null, link!);
    chatRoomSettled('mounted');
    link!.disabled = true;
    hideChatRoom();
    expect(document.activeElement).toBe(menuButton);
    document.body.innerHTML = '';
  });

  it('a failed load closes it (the loader logged why)', () => {
    openChatRoom();
    chatRoomSettled('failed');
    expect(status()).toBe('closed');
  });

  it('hidden while loading stays hidden once the app has mounted', () => {
    openChatRoom();
    hideChatRoom();
    chatRoomSettled('mounted');
    expect($chatRoom.get()).toMatchObject({ status: 'hidden', loaded: true });
  });

  it.each([
    ['no chat-room micro-app', () => setTestPage({ microApps: {} })],
    ['under 768 px', () => width(767)],
    ['on a live video page', () => history.replaceState(null, '', '/live/video/42')],
    ['on the login page', () => history.replaceState(null, '', '/zh/login')],
  ])('never opens with %s', (_, arrange) => {
    arrange();
    expect(openChatRoom()).toBe(false);
    expect(status()).toBe('closed');
    expect(window.localStorage.getItem(CHAT_ROOM_KEY)).toBeNull();
  });

  it('reopens on the next page from the remembered flag, without taking focus', () => {
    window.localStorage.setItem(CHAT_ROOM_KEY, '1');
    stop = startChatRoom();
    expect($chatRoom.get()).toMatchObject({ status: 'loading', visit: 0 });
  });

  it('stays closed on a phone even with the flag, and when the visitor hid it', () => {
    window.localStorage.setItem(CHAT_ROOM_KEY, '1');
    width(390);
    stop = startChatRoom();
    expect(status()).toBe('closed');
    stop();
    width(1440);
    window.localStorage.setItem(CHAT_ROOM_KEY, '0');
    stop = startChatRoom();
    expect(status()).toBe('closed');
  });

  it('loaded on a phone with the flag, it opens once the window is 768 px or wider', () => {
    let onChange: () => void = () => undefined;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: () => ({ matches: false, addEventListener: (_: string, f: () => void) => { onChange = f; }, removeEventListener: () => undefined }),
    });
    window.localStorage.setItem(CHAT_ROOM_KEY, '1');
    width(390);
    stop = startChatRoom();
    expect(status()).toBe('closed');
    width(1024);
    onChange();
    expect(status()).toBe('loading');
    width(500);
    onChange();
    expect(status()).toBe('hidden');
  });

  it('a /groupchat/{target} short link opens it for that target', () => {
    history.replaceState(null, '', '/groupchat/service');
    stop = startChatRoom();
    expect($chatRoom.get()).toMatchObject({ status: 'loading', target: 'service' });
  });

  it('the last instance to release it closes it', () => {
    window.localStorage.setItem(CHAT_ROOM_KEY, '1');
    const first = startChatRoom();
    const second = startChatRoom();
    first();
    first();
    expect(status()).toBe('loading');
    second();
    expect(status()).toBe('closed');
  });

  it('watchChatRoom: the page rules run while an overlay root is mounted and stop when it goes', () => {
    window.localStorage.setItem(CHAT_ROOM_KEY, '1');
    $hostRoots.set([{ kind: 'header' }]);
    watchChatRoom();
    watchChatRoom();
    expect(status()).toBe('closed');
    const overlay = { kind: 'overlay' as const };
    $hostRoots.set([{ kind: 'header' }, overlay]);
    expect(status()).toBe('loading');
    $hostRoots.set([{ kind: 'header' }]);
    expect(status()).toBe('closed');
    $hostRoots.set([overlay]);
    expect(status()).toBe('loading');
    $hostRoots.set([]);
    expect(status()).toBe('closed');
  });
});
