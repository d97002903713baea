import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNative, hasNativeBridge } from './native-bridge';
import { setErrorHandler } from './report';

const w = window as unknown as Record<string, unknown>;
const call = { method: 'openPage', page: 'trade', params: { pair: 'BTC_USDT' } } as const;

afterEach(() => {
  delete w['gateAppBridge'];
  delete w['webkit'];
  document.body.replaceChildren();
  vi.restoreAllMocks();
  setErrorHandler(() => undefined);
});

describe('the app\'s bridge (compliance §7)', () => {
  it('Android: window.gateAppBridge takes the call as JSON text', () => {
    const postMessage = vi.fn();
    w['gateAppBridge'] = { postMessage };
    expect(callNative(call)).toBe(true);
    expect(JSON.parse(String(postMessage.mock.calls[0]?.[0]))).toEqual(call);
  });

  it('iOS: webkit.messageHandlers.gateAppBridge takes it as an object, and wins', () => {
    const ios = vi.fn();
    const android = vi.fn();
    w['webkit'] = { messageHandlers: { gateAppBridge: { postMessage: ios } } };
    w['gateAppBridge'] = { postMessage: android };
    expect(callNative(call)).toBe(true);
    expect(ios).toHaveBeenCalledWith(call);
    expect(android).not.toHaveBeenCalled();
  });

  it('no bridge: false, the link stays a web link', () => {
    expect(hasNativeBridge()).toBe(false);
    expect(callNative(call)).toBe(false);
  });

  it('a bridge that throws: false, and a warning through the one error path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors: unknown[] = [];
    setErrorHandler(() => (error) => errors.push(error));
    w['gateAppBridge'] = { postMessage: () => { throw new Error('busy'); } };
    expect(callNative(call)).toBe(false);
    expect(errors[0]).toMatchObject({ code: 'NATIVE_APP_FAILED', area: 'native-app' });
  });

  it.each([
    ['an iframe named gateAppBridge', '<iframe name="gateAppBridge"></iframe>'],
    ['an element with that id', '<img id="gateAppBridge">'],
    ['a form named webkit with a messageHandlers field', '<form name="webkit"><input name="messageHandlers"></form>'],
    ['an iframe named webkit', '<iframe name="webkit"></iframe>'],
  ])('the page\'s markup is never the bridge (%s)', (_, html) => {
    document.body.innerHTML = html;
    expect(hasNativeBridge()).toBe(false);
  });

  it('a window (a frame\'s) is never the bridge, even set as a property', () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    w['webkit'] = { messageHandlers: { gateAppBridge: frame.contentWindow } };
    w['gateAppBridge'] = frame.contentWindow;
    expect(hasNativeBridge()).toBe(false);
  });
});
