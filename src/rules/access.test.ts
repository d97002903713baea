import { describe, expect, it } from 'vitest';
import { SITES, type SiteKey } from '../config/sites';
import { showsAuthButtons } from './access';

const site = (key: SiteKey) => SITES[key];

describe('Log In and Sign Up (§4)', () => {
  it('show only once the state is known and the user is out', () => {
    expect(showsAuthButtons('loading', site('main'))).toEqual({ login: false, signup: false });
    expect(showsAuthButtons('in', site('main'))).toEqual({ login: false, signup: false });
    expect(showsAuthButtons('out', site('main'))).toEqual({ login: true, signup: true });
  });
  it('testnet hides register', () => {
    expect(showsAuthButtons('out', site('testnet'))).toEqual({ login: true, signup: false });
  });
  it('the login and signup flags hide them', () => {
    const hidden = { key: 'main' as const, hidden: new Set(['login', 'signup'] as const) };
    expect(showsAuthButtons('out', hidden)).toEqual({ login: false, signup: false });
  });
});
