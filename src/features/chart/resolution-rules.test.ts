import { describe, expect, it } from 'vitest';
import { DEFAULT_RESOLUTION, historyRange, isResolution, RESOLUTIONS, resolutionLabel, resolutionName, resolutionSeconds, toResolution, type Resolution } from './resolution-rules';

describe('resolutions', () => {
  it('are the twenty of the spec, in order, 60 by default', () => {
    expect(RESOLUTIONS).toEqual(['1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M']);
    expect(DEFAULT_RESOLUTION).toBe('60');
  });

  it.each<[unknown, Resolution | null]>([
    ['60', '60'], [60, '60'], ['1D', '1D'], ['1M', '1M'], [15, '15'],
    ['1d', null], ['2', null], [2, null], [60.5, null], ['', null], [null, null], [undefined, null], [{}, null], ['toString', null],
  ])('toResolution(%j) = %j', (value, expected) => {
    expect(toResolution(value)).toBe(expected);
    expect(isResolution(value)).toBe(typeof value === 'string' && expected !== null);
  });

  it.each<[Resolution, number]>([
    ['1S', 1], ['10S', 10], ['30S', 30], ['1', 60], ['15', 900], ['60', 3600], ['720', 43_200],
    ['1D', 86_400], ['5D', 432_000], ['1W', 604_800], ['1M', 2_592_000],
  ])('%s lasts %i s', (resolution, seconds) => {
    expect(resolutionSeconds(resolution)).toBe(seconds);
  });

  it.each<[Resolution, number, string]>([
    ['1S', 1, 'seconds'], ['30S', 30, 'seconds'], ['1', 1, 'minutes'], ['30', 30, 'minutes'], ['60', 1, 'hours'],
    ['240', 4, 'hours'], ['720', 12, 'hours'], ['3D', 3, 'days'], ['1W', 1, 'weeks'], ['1M', 1, 'months'],
  ])('%s reads as %i %s', (resolution, n, unit) => {
    expect(resolutionLabel(resolution)).toEqual({ n, unit });
  });

  it('asks for HISTORY_BARS bars back from now, in whole seconds', () => {
    expect(historyRange('60', 1_700_000_000_999)).toEqual({ from: 1_700_000_000 - 500 * 3600, to: 1_700_000_000 });
    expect(historyRange('1S', 10_000, 100)).toEqual({ from: 0, to: 10 });
  });
});

describe('resolutionName: the toolbar\'s labels in words (its title, a screen reader\'s description)', () => {
  it.each<[Resolution, string, string]>([
    ['1', 'en', '1 minute'],
    ['1M', 'en', '1 month'],
    ['1S', 'en', '1 second'],
    ['240', 'en', '4 hours'],
    ['1W', 'en', '1 week'],
    ['1M', 'de-DE', '1 Monat'],
    ['1', 'de-DE', '1 Minute'],
    ['1D', 'not a locale!', '1 day'],
  ])('%s in %s: %s', (resolution, locale, expected) => {
    expect(resolutionName(resolution, locale)).toBe(expected);
  });

  it('tells every resolution apart', () => {
    expect(new Set(RESOLUTIONS.map((r) => resolutionName(r, 'en'))).size).toBe(RESOLUTIONS.length);
  });
});
