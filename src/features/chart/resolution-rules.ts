/**
 * The chart's resolutions (compliance-and-dialogs.md §9): seconds (`1S`), minutes (a bare number),
 * days, weeks and months, in the order the toolbar shows them, 60 (one hour) by default.
 */
export const RESOLUTIONS = [
  '1S', '10S', '30S', '1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720', '1D', '2D', '3D', '5D', '1W', '1M',
] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: Resolution = '60';

/** How many bars the chart asks for at a time: enough for a long indicator to settle on screen. */
export const HISTORY_BARS = 500;

export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

/** A resolution from a prop or a stored value: the string itself, or a number of minutes (`60`). */
export function toResolution(value: unknown): Resolution | null {
  if (isResolution(value)) return value;
  if (typeof value === 'number' && Number.isInteger(value)) {
    const text = String(value);
    return isResolution(text) ? text : null;
  }
  return null;
}

const UNIT_SECONDS = { S: 1, D: 86_400, W: 604_800, M: 2_592_000 } as const;

/** A resolution's length in seconds (a month counts 30 days: only the history's span uses it). */
export function resolutionSeconds(resolution: Resolution): number {
  const unit = resolution.slice(-1);
  if (unit === 'S' || unit === 'D' || unit === 'W' || unit === 'M') return Number(resolution.slice(0, -1)) * UNIT_SECONDS[unit];
  return Number(resolution) * 60;
}

/** The unit a resolution's label names (the catalog's `chart.unit.<unit>`) and its count. */
export type ResolutionUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months';
export function resolutionLabel(resolution: Resolution): { n: number; unit: ResolutionUnit } {
  const unit = resolution.slice(-1);
  const n = Number(unit === 'S' || unit === 'D' || unit === 'W' || unit === 'M' ? resolution.slice(0, -1) : resolution);
  if (unit === 'S') return { n, unit: 'seconds' };
  if (unit === 'D') return { n, unit: 'days' };
  if (unit === 'W') return { n, unit: 'weeks' };
  if (unit === 'M') return { n, unit: 'months' };
  return n % 60 === 0 ? { n: n / 60, unit: 'hours' } : { n, unit: 'minutes' };
}

const INTL_UNIT: Record<ResolutionUnit, string> = {
  seconds: 'second', minutes: 'minute', hours: 'hour', days: 'day', weeks: 'week', months: 'month',
};

/**
 * A resolution in words, in `locale` ("1 minute", "1 month", "1 Monat"): the toolbar's short
 * labels tell `1m` from `1M` by case alone, which a screen reader does not say.
 */
export function resolutionName(resolution: Resolution, locale: string): string {
  const { n, unit } = resolutionLabel(resolution);
  const options: Intl.NumberFormatOptions = { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long' };
  try {
    return new Intl.NumberFormat(locale, options).format(n);
  } catch {
    return new Intl.NumberFormat('en', options).format(n);
  }
}

/**
 * The span of history to ask for at `nowMs`: `HISTORY_BARS` bars back from now, in whole seconds
 * (`to` is now, rounded down).
 */
export function historyRange(resolution: Resolution, nowMs: number, bars = HISTORY_BARS): { from: number; to: number } {
  const to = Math.floor(nowMs / 1000);
  return { from: Math.max(0, to - bars * resolutionSeconds(resolution)), to };
}
