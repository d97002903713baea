import { describe, expect, it } from 'vitest';
import { decodeCompliance } from './compliance';
import { DEFAULT_COMPLIANCE } from '../defaults';

describe('compliance check: the visitor\'s region for the switch-site prompts (toast.is_eu_user)', () => {
  it.each([
    [1, true], ['1', true], [true, true], [0, false], ['0', false], [false, false], [null, null], [undefined, null],
  ])('is_eu_user %j reads as %j', (raw, euUser) => {
    expect(decodeCompliance({ code: 0, data: { toast: { is_eu_user: raw } } }).toast.euUser).toBe(euUser);
  });

  it('is unknown (null) without a toast object and by default', () => {
    expect(decodeCompliance({ code: 0, data: {} }).toast.euUser).toBeNull();
    expect(DEFAULT_COMPLIANCE.toast.euUser).toBeNull();
  });
});
