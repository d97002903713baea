import { describe, expect, it } from 'vitest';
import { riskCookieName } from './notice-cookie';

describe('riskCookieName: only the notice\'s own cookie (issue 20)', () => {
  it.each<[string, string]>([
    ['risk_user_guide_10293847', 'risk_user_guide_10293847'],
    ['risk_user_guide', 'risk_user_guide'],
    ['risk_user_guide_a.b-c', 'risk_user_guide_a.b-c'],
    // Names the SDK or the site reads or writes for something else (CONTRACT §5).
    ['dark', ''],
    ['device_type', ''],
    ['ref_uid', ''],
    ['ref_type', ''],
    ['group_id', ''],
    ['is_switch_tag', ''],
    ['csrftoken', ''],
    ['uid', ''],
    ['curr_fiat', ''],
    ['market_rise_color', ''],
    ['pver', ''],
    // Look-alikes and cookie syntax.
    ['Risk_user_guide_1', ''],
    ['xrisk_user_guide_1', ''],
    ['risk_user_guide_1; dark=2', ''],
    ['risk_user_guide_1=x', ''],
    ['risk_user_guide_ 1', ''],
    [`risk_user_guide_${'x'.repeat(49)}`, ''],
    ['', ''],
  ])('%j → %j', (key, expected) => {
    expect(riskCookieName(key)).toBe(expected);
  });
});
