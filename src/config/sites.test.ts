import { describe, expect, it } from 'vitest';
import { findSite, SITE_KEYS } from './sites';

describe('findSite', () => {
  it('finds every key and id', () => {
    for (const key of SITE_KEYS) {
      const site = findSite(key)!;
      expect(site.key).toBe(key);
      expect(findSite(site.id)).toBe(site);
      expect(findSite(` ${site.id} `)).toBe(site);
    }
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', ''])('%j is no site', (name) => {
    expect(findSite(name)).toBeUndefined();
  });
});
