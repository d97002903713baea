import { describe, expect, it } from 'vitest';
import { isRestrictedLocation, restrictedMessage, type LimitInput } from './user-limit-rules';

const NONE = { limitCountry: '', limitCountryToast: '', blockedCountry: false };

describe('isRestrictedLocation: the answer places the visitor in a restricted location (compliance §3, §6)', () => {
  it.each([
    ['a plain answer', NONE, false],
    ['limit_country', { ...NONE, limitCountry: 'US' }, true],
    ['limit_country_toast set', { ...NONE, limitCountryToast: '1' }, true],
    ['limit_country_toast "0"', { ...NONE, limitCountryToast: '0' }, false],
    ['is_blocked_country', { ...NONE, blockedCountry: true }, true],
  ])('%s: %s', (_name, limit, restricted) => {
    expect(isRestrictedLocation(limit)).toBe(restricted);
  });
});

describe('restrictedMessage: the modal\'s line by the user-limit status', () => {
  const known = { login: true, tier: true };
  const user = (over: Partial<LimitInput>): LimitInput => ({ server: '', loggedIn: true, tier: 12, verified: 4, limited: false, ...over });

  it.each([
    ['a visitor', user({ loggedIn: false, tier: 0, verified: 0 }), 'visitor'],
    ['a low-KYC user', user({ tier: 3, verified: 0 }), 'verify'],
    ['a high-KYC user of a blocked country (limited by is_blocked_country)', user({ limited: isRestrictedLocation({ ...NONE, blockedCountry: true }) }), 'conflict'],
    ['a high-KYC user elsewhere', user({}), null],
    ['the server\'s status wins', user({ server: 'LIMIT_VISITOR' }), 'visitor'],
  ] as const)('%s: %s', (_name, input, message) => {
    expect(restrictedMessage(input, known)).toBe(message);
  });

  it('no line while a derived status is not known yet', () => {
    expect(restrictedMessage(user({}), { login: false, tier: true })).toBeNull();
    expect(restrictedMessage(user({}), { login: true, tier: false })).toBeNull();
  });
});
