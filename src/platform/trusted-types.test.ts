import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A browser with Trusted Types whose CSP lets the SDK's policy be made: the policy is its rules. */
function trustedTypesAllowing() {
  const made: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: object) => {
      made.push(name);
      return rules;
    },
  });
  return made;
}

describe('the SDK\'s Trusted Types policy (issue 20)', () => {
  it('is named site-chrome and passes the service worker\'s URL (sw.ts SW_URL, on the page) as the only script URL', async () => {
    const made = trustedTypesAllowing();
    const { trustedTypesPolicy, TRUSTED_TYPES_POLICY } = await import('./trusted-types');
    const { SW_URL } = await import('./sw');
    const { onPage } = await import('./location');
    const policy = trustedTypesPolicy()!;
    expect(made).toEqual([TRUSTED_TYPES_POLICY]);
    expect(TRUSTED_TYPES_POLICY).toBe('site-chrome');
    expect(policy.createScriptURL(onPage(SW_URL))).toBe(onPage(SW_URL));
    for (const other of [onPage('/other.js'), 'https://evil.example/sw.js', SW_URL, onPage('/sw.js?x=1')]) {
      expect(() => policy.createScriptURL(other), other).toThrow(TypeError);
    }
    // Made once.
    expect(trustedTypesPolicy()).toBe(policy);
    expect(made).toHaveLength(1);
  });

  it('is none where the browser has no Trusted Types, and none (reported once) where the CSP refuses the name', async () => {
    const { trustedTypesPolicy } = await import('./trusted-types');
    expect(trustedTypesPolicy()).toBeNull();
    vi.resetModules();
    const errors = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('trustedTypes', { createPolicy: () => { throw new TypeError('refused by CSP'); } });
    const refused = await import('./trusted-types');
    expect(refused.trustedTypesPolicy()).toBeNull();
    expect(refused.trustedTypesPolicy()).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
