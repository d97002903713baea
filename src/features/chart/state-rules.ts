import { isIndicatorType, MAX_INDICATORS, indicatorName, toIndicator, type Indicator } from './input-rules';
import { toResolution, type Resolution } from './resolution-rules';

/** What the chart keeps between visits: the resolution and the indicators with their inputs. */
export interface ChartState {
  resolution: Resolution;
  indicators: readonly Indicator[];
}

/** localStorage key of the saved state (through platform/storage). */
export const CHART_STORAGE_KEY = 'sc_chart_state';
/** The state is saved this long after its last change (compliance-and-dialogs.md §9: save delay 2 s). */
export const SAVE_DELAY_MS = 2000;
const VERSION = 1;

export function defaultState(resolution: Resolution): ChartState {
  return { resolution, indicators: [] };
}

/** The stored form: `{ v: 1, resolution, indicators: [{ type, inputs }] }`. */
export function encodeState(state: ChartState): unknown {
  return { v: VERSION, resolution: state.resolution, indicators: state.indicators.map((x) => ({ type: x.type, inputs: [...x.inputs] })) };
}

const own = (raw: object, key: string): unknown => (Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined);

/**
 * A stored state, read defensively (never throws): anything that is not a state of this version is
 * the defaults; a bad resolution is the fallback; each indicator with an unknown type or a bad
 * input is left out, as is a repeat, and at most MAX_INDICATORS are kept.
 */
export function decodeState(raw: unknown, fallback: Resolution): ChartState {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || own(raw, 'v') !== VERSION) return defaultState(fallback);
  const resolution = toResolution(own(raw, 'resolution')) ?? fallback;
  const list = own(raw, 'indicators');
  const indicators: Indicator[] = [];
  const seen = new Set<string>();
  for (const item of Array.isArray(list) ? (list as unknown[]) : []) {
    if (indicators.length >= MAX_INDICATORS) break;
    if (typeof item !== 'object' || item === null) continue;
    const type = own(item, 'type');
    const inputs = own(item, 'inputs');
    if (!isIndicatorType(type) || !Array.isArray(inputs)) continue;
    const indicator = toIndicator(type, inputs as unknown[]);
    if (!indicator || inputs.length !== indicator.inputs.length || seen.has(indicatorName(indicator))) continue;
    seen.add(indicatorName(indicator));
    indicators.push(indicator);
  }
  return { resolution, indicators };
}

/** How many indicators a stored state brings back at most (the same limit as adding them). */
export const MAX_INDICATORS_STORED = MAX_INDICATORS;
