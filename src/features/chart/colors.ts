import type { RiseColor } from '../../stores/rise';
import { withRise } from '../../stores/rise';
import { themeVars, type ThemeName } from '../../theme/tokens';
import { withAlpha } from './color-rules';

/** The chart's colours, taken from the chrome's theme tokens and its rise colour. */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  volumeUp: string;
  volumeDown: string;
  crosshair: string;
  /** Indicator lines, in turn: the brand colour first. */
  lines: readonly string[];
}

/** Indicator lines after the brand colour: mid-tones that read on both themes' backgrounds. */
const MORE_LINES = ['#e8a317', '#a55eea', '#17a2b8', '#f2762e', '#e84393'] as const;

export function chartColors(theme: ThemeName, rise: RiseColor): ChartColors {
  const vars = withRise(themeVars(theme), rise);
  const v = (name: string): string => vars[name] ?? '';
  return {
    background: v('--sc-surface'),
    text: v('--sc-text-2'),
    grid: v('--sc-surface-2'),
    border: v('--sc-border'),
    up: v('--sc-up'),
    down: v('--sc-down'),
    volumeUp: withAlpha(v('--sc-up'), 0.45),
    volumeDown: withAlpha(v('--sc-down'), 0.45),
    crosshair: v('--sc-text-3'),
    lines: [v('--sc-brand'), ...MORE_LINES],
  };
}

/** The browser's time zone name, if it tells one (resolveTimeZone decides what to use). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
