import { describe, expect, it, vi } from 'vitest';
import { compliancePlan } from '../../rules/compliance';
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

describe('compliance check: limit.is_copper and limit.is_blocked_country (site-chrome.md §3)', () => {
  it.each([[1, true], ['true', true], [0, false], [undefined, false]])('is_copper %j reads as %j', (raw, copper) => {
    expect(decodeCompliance({ code: 0, data: { limit: { is_copper: raw } } }).limit.isCopper).toBe(copper);
  });

  it('is_blocked_country asks for the restricted-location modal', () => {
    const compliance = decodeCompliance({ code: 0, data: { limit: { is_blocked_country: 1 } } });
    expect(compliance.limit.blockedCountry).toBe(true);
    expect(compliancePlan({ compliance, site: 'main', lang: 'en', address: '/' }).dialogs).toEqual(['restricted-location']);
  });

  it('both are off by default', () => {
    expect(DEFAULT_COMPLIANCE.limit).toMatchObject({ isCopper: false, blockedCountry: false });
  });
});

describe('compliance check: a field of the wrong type costs that field only (CONTRACT v1.2 §4, issue 21)', () => {
  const answer = (limit: Record<string, unknown>) => ({ code: 0, data: { menu: ['spot'], limit: { is_uk_limit: 1, ...limit } } });

  it('limit_country_toast: true (a flag where the rules take "a flag or a text") asks for the restricted-location modal', () => {
    const compliance = decodeCompliance(answer({ limit_country_toast: true }));
    expect(compliance.limit.limitCountryToast).toBe('1');
    expect(compliancePlan({ compliance, site: 'main', lang: 'en', address: '/' }).dialogs).toContain('restricted-location');
    expect(decodeCompliance(answer({ limit_country_toast: false })).limit.limitCountryToast).toBe('0');
  });

  it('one wrong-typed field keeps the UK limit and the menu, reads as its default, and is logged once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const compliance = decodeCompliance(answer({ is_italy_limit: { odd: true }, limit_country: ['x'] }));
    expect(compliance.limit).toMatchObject({ isUkLimit: true, isItalyLimit: false, limitCountry: '' });
    expect(compliance.menu).toEqual(['spot']);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toMatch(/: is_italy_limit, limit_country$/);
  });

  it.each([
    ['true', true], ['false', false], ['1', true], ['0', false], [1, true], [0, false], [true, true], [false, false],
  ])('the flag %j reads as %j', (raw, value) => {
    expect(decodeCompliance(answer({ is_italy_limit: raw })).limit.isItalyLimit).toBe(value);
  });

  it('a limit object of the wrong type costs the limits, not the menu; a wrong envelope still costs the answer', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeCompliance({ code: 0, data: { menu: ['spot'], limit: 'x' } })).toMatchObject({ menu: ['spot'], limit: DEFAULT_COMPLIANCE.limit });
    expect(() => decodeCompliance({ code: 1, data: {} })).toThrow();
    expect(() => decodeCompliance({ code: 0, data: 'x' })).toThrow();
  });

  it('a malformed menu entry or text link drops that entry only', () => {
    const c = decodeCompliance({ code: 0, data: { menu: ['spot', {}, 'futures'], limit: { toast_config: { content: 'c', text_link: [{ key: 'a', link: '/a' }, { link: 'no key' }] } } } });
    expect(c.menu).toEqual(['spot', 'futures']);
    expect(c.limit.toastConfig?.textLinks).toEqual([{ key: 'a', link: '/a' }]);
  });
});
