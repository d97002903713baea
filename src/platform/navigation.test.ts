import { describe, expect, it } from 'vitest';
import { safeServerUrl } from './navigation';

const anti = ['https://www.gate.com'];
const page = 'https://host.example';

describe('safeServerUrl (CONTRACT §4 URL rule)', () => {
  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>',
    'vbscript:x', '//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example', 'https://www.gate.com.evil.example/x',
    'http://www.gate.com', '', 42, null, undefined,
  ])('refuses %j', (url) => {
    expect(safeServerUrl(url, anti, page)).toBeNull();
  });

  it.each([
    ['/help', '/help'], ['/announcements/1?x=2#a', '/announcements/1?x=2#a'], ['help/faq', 'help/faq'], ['?tab=1', '?tab=1'],
    ['https://www.gate.com/help', 'https://www.gate.com/help'], ['HTTPS://WWW.GATE.COM/x', 'https://www.gate.com/x'],
    ['https://host.example/p', 'https://host.example/p'],
  ])('follows %j', (url, expected) => {
    expect(safeServerUrl(url, anti, page)).toBe(expected);
  });
});
