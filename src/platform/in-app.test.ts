import { afterEach, describe, expect, it, vi } from 'vitest';
import { inApp } from './in-app';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('inApp (compliance §2)', () => {
  it.each<[string, string, boolean, string, boolean]>([
    ['a plain web page', '/', false, DESKTOP, false],
    ['device_type in the query', '/?device_type=android', false, DESKTOP, true],
    ['device_type after another parameter', '/?x=1&device_type=ios', false, DESKTOP, true],
    ['device_type without a value', '/?device_type', false, DESKTOP, true],
    ['device_type followed by another parameter', '/?device_type&x=1', false, DESKTOP, true],
    ['a parameter that only ends in device_type', '/?old_device_type=1', false, DESKTOP, false],
    ['a parameter that only starts with it', '/?device_types=1', false, DESKTOP, false],
    ['the cookie', '/', true, DESKTOP, true],
    ['the app\'s user-agent marker', '/', false, `${DESKTOP} GateApp/653000`, true],
    ['the marker in any case', '/', false, `${DESKTOP} gateapp/1`, true],
    ['a word that only contains it', '/', false, `${DESKTOP} NotGateApp/1`, false],
  ])('%s → %s', (_, url, cookie, ua, expected) => {
    window.history.replaceState(null, '', url);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
    expect(inApp(cookie)).toBe(expected);
  });
});
