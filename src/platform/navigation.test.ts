import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { navigationTarget, safeServerUrl } from './navigation';

const anti = ['https://www.gate.com'];
const page = 'https://host.example';

describe('safeServerUrl (CONTRACT §4 URL rule)', () => {
  it.each([
    'javascript:alert(1)', 'JavaScript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)',
    'java\nscript:alert(1)', 'java\rscript:alert(1)', '\u0000javascript:alert(1)', '\u0001\u001fjavascript:alert(1)',
    '\u00a0javascript:alert(1)', ' \t\n javascript:alert(1) ',
    'data:text/html,<script>1</script>', 'DATA:text/html;base64,PHNjcmlwdD4xPC9zY3JpcHQ+', 'vbscript:x', 'file:///etc/passwd',
    '//evil.example', ' //evil.example', '\t//evil.example', '/\t/evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example',
    'https://evil.example', 'HTTPS://EVIL.EXAMPLE/x', 'https:evil.example', 'https:/\\evil.example', 'https://www.gate.com@evil.example',
    'https://www.gate.com.evil.example/x', 'https://evil.example#https://www.gate.com', 'http://www.gate.com', 'https://www.gate.com:8443/x',
    '', '   ', '\u0000', 42, null, undefined, {}, ['/help'],
  ])('refuses %j', (url) => {
    expect(safeServerUrl(url, anti, page)).toBeNull();
  });

  it.each([
    ['/help', '/help'], ['/announcements/1?x=2#a', '/announcements/1?x=2#a'], ['help/faq', 'help/faq'], ['?tab=1', '?tab=1'],
    ['#top', '#top'], ['  /help  ', '/help'], ['/he\tlp', '/help'], ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['https://www.gate.com/help', 'https://www.gate.com/help'], ['HTTPS://WWW.GATE.COM/x', 'https://www.gate.com/x'],
    ['https://www.gate.com', 'https://www.gate.com/'], ['https://host.example/p', 'https://host.example/p'],
  ])('follows %j', (url, expected) => {
    expect(safeServerUrl(url, anti, page)).toBe(expected);
  });

  it('uses the page origin only when it is known', () => {
    expect(safeServerUrl('https://host.example/p', anti, '')).toBeNull();
    expect(safeServerUrl('/p', anti, '')).toBe('/p');
  });
});

/**
 * Property: whatever the string, a URL that comes back, resolved the way a browser resolves an
 * href on the page (WHATWG URL parser: backslashes, tabs and newlines included), stays on http(s)
 * and on the page's origin or an allowed one. The fragments make the generator hit the tricks.
 */
describe('safeServerUrl properties', () => {
  const base = `${page}/dir/page.html`;
  const allowed = new Set([...anti, page]);
  const FRAGMENTS = [
    'java', 'script', 'JaVa', 'SCRIPT', 'javascript:', 'data:', 'vbscript:', 'http:', 'https:', 'HTTPS:', ':', '/', '//', '\\', '/\\',
    '\t', '\n', '\r', '\u0000', '\u001f', ' ', '\u00a0', '\u200b', 'evil.example', 'www.gate.com', 'host.example', '@', '.', '..',
    '%0a', '%2f', '#', '?', 'alert(1)', 'x', '-', '+', ':8443', '&colon;',
  ];
  const tricky = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 8 }).map((parts) => parts.join(''));
  const anyString = fc.oneof(tricky, fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath());

  it('never lets a URL through that leaves http(s) or the allowed origins', () => {
    fc.assert(fc.property(anyString, (raw) => {
      const out = safeServerUrl(raw, anti, page);
      if (out === null) return;
      const resolved = new URL(out, base);
      expect(['http:', 'https:']).toContain(resolved.protocol);
      expect(allowed.has(resolved.origin), `${JSON.stringify(raw)} → ${out} → ${resolved.origin}`).toBe(true);
    }), { numRuns: 3000 });
  });

  it('follows every path on the site and every URL of an allowed origin', () => {
    fc.assert(fc.property(fc.webPath(), fc.constantFrom(...anti, page), (path, origin) => {
      const rooted = `/${path.replace(/^[/\\]+/, '')}`;
      expect(safeServerUrl(rooted, anti, page)).toBe(rooted);
      expect(safeServerUrl(`${origin}${rooted}`, anti, page)).toBe(new URL(`${origin}${rooted}`).href);
    }));
  });

  it('refuses any other origin, in any letter case', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.boolean(), (url, upper) => {
      fc.pre(!allowed.has(new URL(url).origin));
      expect(safeServerUrl(upper ? url.toUpperCase() : url, anti, page)).toBeNull();
    }));
  });
});

describe('navigationTarget (the one guard of navigate(), issue 11)', () => {
  const here = 'https://www.gate.com/zh/trade?x=1';
  const allowed = ['https://www.gate.io'];
  it.each([
    ['/login', 'https://www.gate.com/login'], ['/zh/', 'https://www.gate.com/zh/'], ['login', 'https://www.gate.com/zh/login'],
    ['?tab=1', 'https://www.gate.com/zh/trade?tab=1'], ['https://www.gate.io/fee', 'https://www.gate.io/fee'],
    ['HTTPS://WWW.GATE.COM/x', 'https://www.gate.com/x'], ['/lo\tgin', 'https://www.gate.com/login'],
  ])('follows %j to %j', (url, expected) => {
    expect(navigationTarget(url, allowed, here)).toBe(expected);
  });
  it.each([
    '//evil.example/login', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', 'https://evil.example/', 'http://www.gate.com/x',
    'javascript:alert(1)', 'data:text/html,x', 'https://www.gate.com@evil.example/', 'https://user:pw@www.gate.com/',
    'https://www.gate.com.evil.example/', 'https://www.gate.tr/fee',
  ])('refuses %j', (url) => {
    expect(navigationTarget(url, allowed, here)).toBeNull();
  });
  it('allows another sub-site only when the caller names it', () => {
    expect(navigationTarget('https://www.gate.tr/fee', ['https://www.gate.tr'], here)).toBe('https://www.gate.tr/fee');
  });
  it('property: whatever it returns is http(s) on the page origin or an allowed one', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (raw) => {
      const out = navigationTarget(raw, allowed, here);
      if (out === null) return;
      expect(['https://www.gate.com', 'https://www.gate.io']).toContain(new URL(out).origin);
    }), { numRuns: 2000 });
  });
});
