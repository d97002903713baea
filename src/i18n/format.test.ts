import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './format';

describe('Intl formatting', () => {
  it('formats numbers for the locale, with 0.00 for empty or broken values', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.50');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,50');
    expect(formatNumber(Number.NaN, 'en')).toBe('0.00');
  });

  it("puts the server's fiat symbol before the amount, or the code after it", () => {
    expect(formatMoney(12, 'en', '€', 'EUR')).toBe('€12.00');
    expect(formatMoney(12, 'en', '', 'XYZ')).toBe('12.00 XYZ');
  });

  it('shows signed percentages', () => {
    expect(formatPercent(2.5, 'en')).toBe('+2.5%');
    expect(formatPercent(-0.87, 'en')).toBe('-0.87%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('falls back to English for a locale Intl does not know', () => {
    expect(formatNumber(1, 'not-a-locale-!!')).toBe('1.00');
  });
});
