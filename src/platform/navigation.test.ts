import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { followableUrl, followServerUrl, navigate } from './navigation';

const anti = ['https://www.gate.com'];
const page = 'https://host.example/dir/page.html?q=1#h';

describe('followableUrl (CONTRACT §4 URL rule, the one URL guard)', () => {
  it.each([
    // Relative: absolute on the page's origin, resolved against the page (never a host <base href>).
    ['/help', 'https://host.example/help'], ['/announcements/1?x=2#a', 'https://host.example/announcements/1?x=2#a'],
    ['help/faq', 'https://host.example/dir/help/faq'], ['../up', 'https://host.example/up'], ['?tab=1', 'https://host.example/dir/page.html?tab=1'],
    ['#top', 'https://host.example/dir/page.html?q=1#top'], ['/javascript:alert(1)', 'https://host.example/javascript:alert(1)'],
    // Whitespace around, and tabs or newlines inside (browsers drop them).
    ['  /help  ', 'https://host.example/help'], ['/he\tlp', 'https://host.example/help'], ['\n/help\r', 'https://host.example/help'],
    // Absolute on the page's origin or an allowed one, in any letter case.
    ['https://host.example/p', 'https://host.example/p'], ['https://www.gate.com/help', 'https://www.gate.com/help'],
    ['HTTPS://WWW.GATE.COM/x', 'https://www.gate.com/x'], ['https://www.gate.com', 'https://www.gate.com/'],
  ])('follows %j as %j', (url, expected) => {
    expect(followableUrl(url, anti, page)).toBe(expected);
  });

  it.each([
    // Other schemes, however disguised.
    'javascript:alert(1)', 'JavaScript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
    'java\nscript:alert(1)', 'java\rscript:alert(1)', '\u0000javascript:alert(1)', '\u0001\u001fjavascript:alert(1)',
    '\u00a0javascript:alert(1)', ' \t\n javascript:alert(1) ',
    'data:text/html,<script>1</script>', 'DATA:text/html;base64,PHNjcmlwdD4xPC9zY3JpcHQ+', 'vbscript:x', 'file:///etc/passwd', 'mailto:a@b.c',
    // Protocol-relative and backslashes (browsers read `\` as `/`), even towards an allowed origin.
    '//evil.example', ' //evil.example', '\t//evil.example', '/\t/evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example',
    '//www.gate.com/x', '//host.example/x',
    // Off-site, look-alikes, user info, another scheme or port of an allowed origin.
    'https://evil.example', 'HTTPS://EVIL.EXAMPLE/x', 'https:evil.example', 'https:/\\evil.example', 'https://www.gate.com@evil.example',
    'https://www.gate.com.evil.example/x', 'https://evil.example#https://www.gate.com', 'http://www.gate.com', 'https://www.gate.com:8443/x',
    'https://user:pw@www.gate.com/', 'https://user@host.example/',
    // Not a URL at all.
    '', '   ', '\u0000', 42, null, undefined, {}, ['/help'],
  ])('refuses %j', (url) => {
    expect(followableUrl(url, anti, page)).toBeNull();
  });

  it('refuses everything when the page address is unknown', () => {
    expect(followableUrl('/p', anti, '')).toBeNull();
    expect(followableUrl('https://www.gate.com/p', anti, '')).toBeNull();
  });

  it('reads the page address itself by default', () => {
    expect(followableUrl('/p', anti)).toBe(`${window.location.origin}/p`);
  });

  it('allows another sub-site only when the caller names it', () => {
    expect(followableUrl('https://www.gate.tr/fee', anti, page)).toBeNull();
    expect(followableUrl('https://www.gate.tr/fee', ['https://www.gate.tr'], page)).toBe('https://www.gate.tr/fee');
  });
});

/**
 * Property: whatever the string, a URL that comes back is absolute, http(s), on the page's origin
 * or an allowed one, and reads the same when a browser resolves it against any base (a host
 * `<base href>` cannot move it). The fragments make the generator hit the tricks.
 */
describe('followableUrl properties', () => {
  const allowed = new Set([...anti, 'https://host.example']);
  const FRAGMENTS = [
    'java', 'script', 'JaVa', 'SCRIPT', 'javascript:', 'data:', 'vbscript:', 'http:', 'https:', 'HTTPS:', ':', '/', '//', '\\', '/\\',
    '\t', '\n', '\r', '\u0000', '\u001f', ' ', '\u00a0', '\u200b', 'evil.example', 'www.gate.com', 'host.example', '@', '.', '..',
    '%0a', '%2f', '#', '?', 'alert(1)', 'x', '-', '+', ':8443', '&colon;',
  ];
  const tricky = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 }).map((parts) => parts.join(''));
  const anyString = fc.oneof(tricky, fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath());

  it('never lets a URL through that leaves http(s) or the allowed origins', () => {
    fc.assert(fc.property(anyString, (raw) => {
      const out = followableUrl(raw, anti, page);
      if (out === null) return;
      const resolved = new URL(out, 'https://elsewhere.example/base/');
      expect(resolved.href).toBe(out);
      expect(['http:', 'https:']).toContain(resolved.protocol);
      expect(allowed.has(resolved.origin), `${JSON.stringify(raw)} → ${out}`).toBe(true);
    }), { numRuns: 3000 });
  });

  it('follows every path on the site and every URL of an allowed origin', () => {
    fc.assert(fc.property(fc.webPath(), fc.constantFrom(...allowed), (path, origin) => {
      const rooted = `/${path.replace(/^[/\\]+/, '')}`;
      expect(followableUrl(rooted, anti, page)).toBe(new URL(rooted, page).href);
      expect(followableUrl(`${origin}${rooted}`, anti, page)).toBe(new URL(`${origin}${rooted}`).href);
    }));
  });

  it('refuses any other origin, in any letter case', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.boolean(), (url, upper) => {
      fc.pre(!allowed.has(new URL(url).origin));
      expect(followableUrl(upper ? url.toUpperCase() : url, anti, page)).toBeNull();
    }));
  });
});

describe('navigate() and followServerUrl() (ok_button_router)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/help', `${window.location.origin}/help`],
    ['https://www.gate.com/help', 'https://www.gate.com/help'],
  ])('%s is followed, absolute', (url, to) => {
    expect(followServerUrl(url, anti)).toBe(true);
    expect(assign).toHaveBeenCalledWith(to);
  });

  it.each(['', '  ', 'javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'https://evil.example/',
    '//evil.example/x', '/\\evil.example', 'https://user:pw@www.gate.com/'])('%j is not followed', (url) => {
    expect(followServerUrl(url, anti)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('navigate() refuses and logs an off-site target', () => {
    expect(navigate('https://evil.example/login', anti)).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('refused to navigate off-site'));
  });
});
