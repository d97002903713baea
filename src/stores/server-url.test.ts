import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followServerUrl } from './server-url';

const ANTI = ['https://www.gate.com'];
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('followServerUrl (CONTRACT §4 URL rule for ok_button_router)', () => {
  it.each([
    ['/help', `${window.location.origin}/help`],
    ['https://www.gate.com/help', 'https://www.gate.com/help'],
  ])('%s is followed', (url, to) => {
    expect(followServerUrl(url, ANTI)).toBe(true);
    expect(assign).toHaveBeenCalledWith(to);
  });

  it.each(['', '  ', 'javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'https://evil.example/',
    '//evil.example/x', '/\\evil.example', 'https://user:pw@www.gate.com/'])('%j is not followed', (url) => {
    expect(followServerUrl(url, ANTI)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
