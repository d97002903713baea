import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, resolveTimeZone, timeFormats } from './time-rules';

describe('resolveTimeZone', () => {
  it.each<[unknown, string]>([
    ['Europe/Berlin', 'Europe/Berlin'],
    ['America/New_York', 'America/New_York'],
    ['UTC', 'UTC'],
    ['Asia/Tokyo', 'Asia/Tokyo'],
    ['asia/tokyo', 'Asia/Tokyo'],
    [' Europe/Paris ', 'Europe/Paris'],
    ['Not/AZone', FALLBACK_TIME_ZONE],
    ['Etc/Unknown', FALLBACK_TIME_ZONE],
    ['', FALLBACK_TIME_ZONE],
    [undefined, FALLBACK_TIME_ZONE],
    [null, FALLBACK_TIME_ZONE],
    [8, FALLBACK_TIME_ZONE],
  ])('%j → %s', (candidate, zone) => {
    expect(resolveTimeZone(candidate)).toBe(zone);
  });

  it('falls back to Asia/Shanghai', () => {
    expect(FALLBACK_TIME_ZONE).toBe('Asia/Shanghai');
  });
});

describe('timeFormats', () => {
  // 2024-03-01 23:30:15 UTC: already 2 March in Shanghai (UTC+8), still 1 March in New York.
  const t = Date.UTC(2024, 2, 1, 23, 30, 15) / 1000;

  it('labels the time scale in the zone', () => {
    const shanghai = timeFormats('en-US', 'Asia/Shanghai');
    expect(shanghai.tick(t, 'time')).toBe('07:30');
    expect(shanghai.tick(t, 'seconds')).toBe('07:30:15');
    expect(shanghai.tick(t, 'day')).toBe('2');
    expect(shanghai.tick(t, 'month')).toBe('Mar');
    expect(shanghai.tick(t, 'year')).toBe('2024');
    const newYork = timeFormats('en-US', 'America/New_York');
    expect(newYork.tick(t, 'time')).toBe('18:30');
    expect(newYork.tick(t, 'day')).toBe('1');
  });

  it('labels the crosshair with date and time, seconds for second bars, the date alone for days and longer', () => {
    const utc = timeFormats('en-US', 'UTC');
    expect(utc.crosshair(t, '60')).toBe('03/01/2024, 23:30');
    expect(utc.crosshair(t, '10S')).toBe('03/01/2024, 23:30:15');
    expect(utc.crosshair(t, '1D')).toBe('03/01/2024');
    expect(utc.crosshair(t, '1W')).toBe('03/01/2024');
  });

  it('follows the language', () => {
    expect(timeFormats('de-DE', 'UTC').tick(t, 'month')).toMatch(/^Mär/);
    expect(timeFormats('zh-CN', 'Asia/Shanghai').crosshair(t, '60')).toBe('2024/03/02 07:30');
  });

  it('bars of a day or longer start at midnight UTC and are labelled in UTC, whatever the zone', () => {
    const march = Date.UTC(2024, 2, 1) / 1000;
    for (const zone of ['America/New_York', 'Asia/Shanghai', 'Pacific/Auckland']) {
      const f = timeFormats('en-US', zone);
      expect(f.crosshair(march, '1M')).toBe('03/01/2024');
      expect(f.crosshair(march, '1D')).toBe('03/01/2024');
      expect(f.tick(march, 'month', true)).toBe('Mar');
      expect(f.tick(march, 'day', true)).toBe('1');
    }
    // Intraday bars keep the zone: midnight UTC is the evening before in New York.
    expect(timeFormats('en-US', 'America/New_York').tick(march, 'day')).toBe('29');
    expect(timeFormats('en-US', 'America/New_York').crosshair(march, '60')).toBe('02/29/2024, 19:00');
  });

  it('a locale Intl refuses falls back to English', () => {
    expect(timeFormats('not a locale!', 'UTC').tick(t, 'year')).toBe('2024');
  });
});
