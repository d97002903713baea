import { describe, expect, it } from 'vitest';
import { SITE_KEYS } from '../../config/sites';
import { floatingMenuMayShow } from './gate-rules';

describe('floatingMenuMayShow (compliance §6: not for Hong Kong, EU and mobile visitors)', () => {
  it.each(SITE_KEYS.map((site) => [site, site !== 'hongkong' && site !== 'eu'] as const))('%s, a wide screen: %s', (site, shown) => {
    expect(floatingMenuMayShow({ site, phone: false, inApp: false })).toBe(shown);
  });

  it.each(SITE_KEYS)('%s, a phone-sized screen: never', (site) => {
    expect(floatingMenuMayShow({ site, phone: true, inApp: false })).toBe(false);
  });

  it('inside the exchange\'s app: never', () => {
    expect(floatingMenuMayShow({ site: 'main', phone: false, inApp: true })).toBe(false);
  });
});
