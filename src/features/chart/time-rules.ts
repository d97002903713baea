import type { Resolution } from './resolution-rules';

/** The zone the time scale uses when the browser names none, or one Intl does not know (compliance-and-dialogs.md §9). */
export const FALLBACK_TIME_ZONE = 'Asia/Shanghai';

/**
 * The time zone to label the time scale in: the browser's own (`Intl.DateTimeFormat().resolvedOptions().timeZone`,
 * read by the caller) in its canonical spelling, else Asia/Shanghai: for an absent or empty value,
 * `Etc/Unknown` (what engines answer when the system zone cannot be found) and any name Intl refuses.
 */
export function resolveTimeZone(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.trim() === '' || candidate === 'Etc/Unknown') return FALLBACK_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: candidate.trim() }).resolvedOptions().timeZone;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** What a label on the time scale shows: the year, the month, the day, the time, or the time with seconds. */
export type TickKind = 'year' | 'month' | 'day' | 'time' | 'seconds';

export interface TimeFormats {
  /** A time-scale label for a bar's time (seconds since the epoch); `daily`: a bar of a day or longer (see timeFormats). */
  tick(time: number, kind: TickKind, daily?: boolean): string;
  /** The crosshair's label: date and time (with seconds for a resolution in seconds; date alone for days and longer). */
  crosshair(time: number, resolution: Resolution): string;
}

const HM: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TICK_OPTIONS: Record<TickKind, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { day: 'numeric' },
  time: HM,
  seconds: { ...HM, second: '2-digit' },
};

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  }
}

const tickFormatters = (locale: string, timeZone: string) =>
  Object.fromEntries(Object.entries(TICK_OPTIONS).map(([kind, options]) => [kind, formatter(locale, timeZone, options)])) as Record<TickKind, Intl.DateTimeFormat>;

/** A resolution of a day or longer (`1D`, `1W`, `1M`…). */
export const isDailyResolution = (resolution: Resolution): boolean => /[DWM]$/.test(resolution);

/**
 * The time scale's and the crosshair's labels in `locale` and `timeZone` (a zone from
 * resolveTimeZone); formatters made once. Bars of a day or longer start at midnight UTC (the
 * exchange's day), so they are labelled in UTC: in New York the March bar would read 29 February.
 */
export function timeFormats(locale: string, timeZone: string): TimeFormats {
  const ticks = tickFormatters(locale, timeZone);
  const utcTicks = tickFormatters(locale, 'UTC');
  const dateOnly = formatter(locale, 'UTC', DATE);
  const minutes = formatter(locale, timeZone, { ...DATE, ...HM });
  const seconds = formatter(locale, timeZone, { ...DATE, ...HM, second: '2-digit' });
  return {
    tick: (time, kind, daily = false) => (daily ? utcTicks : ticks)[kind].format(time * 1000),
    crosshair: (time, resolution) => {
      const f = resolution.endsWith('S') ? seconds : isDailyResolution(resolution) ? dateOnly : minutes;
      return f.format(time * 1000);
    },
  };
}
