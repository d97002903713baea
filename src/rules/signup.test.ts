import { describe, expect, it } from 'vitest';
import { signupQueryToKeep, signupRoute } from './signup';

describe('stored sign-up query', () => {
  it('keeps referral and campaign parameters only', () => {
    expect(signupQueryToKeep('?ref=ABC&ref_type=103&utm_source=x&tab=spot')).toBe('ref=ABC&ref_type=103&utm_source=x');
    expect(signupQueryToKeep('?tab=spot')).toBeNull();
    expect(signupQueryToKeep('')).toBeNull();
  });
  it('appends it to /signup', () => {
    expect(signupRoute('ref=ABC')).toBe('/signup?ref=ABC');
    expect(signupRoute(null)).toBe('/signup');
  });
});
