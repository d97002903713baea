import { describe, expect, it } from 'vitest';
import { checkCodeUrls } from './code-urls';
import { resolveOptions } from './options';
import type { MicroApps } from '../stores/page-setup';
import { SiteChromeError } from '../platform/errors';

/** Micro-app and collector URLs as mount() checks them (happy-dom's page is http://localhost:3000). */
function check(microApps: MicroApps, collector?: string, site = 'main'): string {
  try {
    checkCodeUrls(resolveOptions({ site, microApps, analytics: collector === undefined ? {} : { collector } }, document, '/'));
    return 'accepted';
  } catch (e) {
    if (!(e instanceof SiteChromeError)) throw e;
    expect(e.code).toBe('INVALID_OPTION');
    return e.message;
  }
}

describe('checkCodeUrls', () => {
  it.each([
    '/apps/login.js', `${location.origin}/apps/login.js`, 'https://www.gate.com/apps/login.js', 'https://www.gate.io/x.js?v=2',
  ])('accepts the micro-app %j (a same-origin path, the page or a site origin)', (login) => {
    expect(check({ login })).toBe('accepted');
  });

  it('accepts an origin of the site the mount is for, not of another site', () => {
    expect(check({ search: 'https://www.gate.tr/s.js' }, undefined, 'turkey')).toBe('accepted');
    expect(check({ search: 'https://www.gate.tr/s.js' })).toContain('"microApps.search"');
  });

  it.each([
    'https://evil.example/x.js', 'http://www.gate.com/x.js', '//evil.example/x.js', '/\\evil.example/x.js', 'https://www.gate.com@evil.example/x.js',
    'data:text/javascript,alert(1)', 'javascript:alert(1)', 'blob:https://www.gate.com/x', 'x.js', '/x.js\n', 'https://www.gate.com.evil.example/x.js',
  ])('refuses the micro-app %j naming option and value', (login) => {
    const message = check({ login });
    expect(message).toContain('"microApps.login"');
    expect(message).toContain(JSON.stringify(login));
  });

  it('checks the analytics collector the same way', () => {
    expect(check({}, '/collect')).toBe('accepted');
    expect(check({}, 'https://evil.example/c')).toContain('"analytics.collector"');
  });
});
