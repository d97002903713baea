import { describe, expect, it } from 'vitest';
import { SITES } from '../config/sites';
import { microAppBaseProps } from './micro-app-props';

describe('microAppBaseProps', () => {
  it.each([
    ['main', 'en', '', 'ltr'],
    ['main', 'zh', '/zh', 'ltr'],
    ['main', 'ar', '/ar', 'rtl'],
    ['turkey', 'tr', '', 'ltr'],
    ['turkey', 'en', '/en', 'ltr'],
  ] as const)('%s in %s: prefix %j, %s', (site, lang, prefix, dir) => {
    const props = microAppBaseProps({ site: SITES[site], lang, apiBase: '/api', theme: 'dark', nonce: 'n1' });
    expect(props).toEqual({ site, siteId: SITES[site].id, lang, prefix, theme: 'dark', apiBase: '/api', nonce: 'n1', dir });
  });
});
