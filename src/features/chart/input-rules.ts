/**
 * The indicators a visitor may add and their inputs (compliance-and-dialogs.md §5: whole numbers
 * from 1 to 2000; MACD's signal length from 1 to 50).
 */
export const INDICATOR_TYPES = ['MA', 'EMA', 'BOLL', 'MACD', 'RSI'] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

/** An input's name in the catalog (`chart.input.<name>`). */
export type InputName = 'length' | 'multiplier' | 'fast' | 'slow' | 'signal';
export interface InputSpec { name: InputName; min: number; max: number; initial: number }

const INPUT_MAX = 2000;
const SIGNAL_MAX = 50;
const input = (name: InputName, initial: number, max = INPUT_MAX): InputSpec => ({ name, min: 1, max, initial });

export const INDICATOR_INPUTS: Readonly<Record<IndicatorType, readonly InputSpec[]>> = {
  MA: [input('length', 20)],
  EMA: [input('length', 20)],
  BOLL: [input('length', 20), input('multiplier', 2)],
  MACD: [input('fast', 12), input('slow', 26), input('signal', 9, SIGNAL_MAX)],
  RSI: [input('length', 14)],
};

/** Overlays share the candles' pane; the others (oscillators) get a pane each. */
export const OWN_PANE: Readonly<Record<IndicatorType, boolean>> = { MA: false, EMA: false, BOLL: false, MACD: true, RSI: true };

/** At most this many indicators at once: each adds lines, and oscillators a pane. */
export const MAX_INDICATORS = 8;

export interface Indicator { type: IndicatorType; inputs: readonly number[] }

export function isIndicatorType(value: unknown): value is IndicatorType {
  return typeof value === 'string' && (INDICATOR_TYPES as readonly string[]).includes(value);
}

/** An input as typed, or a number from storage: the whole number it holds within its range, or null. */
export function parseInput(raw: unknown, spec: InputSpec): number | null {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw)) n = Number(raw);
  else return null;
  return Number.isSafeInteger(n) && n >= spec.min && n <= spec.max ? n : null;
}

/** The inputs of `type` as typed, each parsed (null where it is not valid). */
export function parseInputs(type: IndicatorType, raw: readonly unknown[]): (number | null)[] {
  return INDICATOR_INPUTS[type].map((spec, i) => parseInput(raw[i], spec));
}

/** The indicator the inputs describe, or null when one of them is not valid. */
export function toIndicator(type: IndicatorType, raw: readonly unknown[]): Indicator | null {
  const inputs = parseInputs(type, raw);
  return inputs.every((n): n is number => n !== null) ? { type, inputs } : null;
}

/** One name per indicator and inputs: `MA(20)`, `MACD(12, 26, 9)`; also its identity (the same one is not added twice). */
export function indicatorName(indicator: Indicator): string {
  return `${indicator.type}(${indicator.inputs.join(', ')})`;
}

/** Why the Add button is off, if it is: a bad input, the same indicator already shown, or the limit reached. */
export type AddBlock = 'invalid' | 'duplicate' | 'full' | null;
export function addBlock(current: readonly Indicator[], next: Indicator | null): AddBlock {
  if (!next) return 'invalid';
  if (current.length >= MAX_INDICATORS) return 'full';
  const name = indicatorName(next);
  return current.some((x) => indicatorName(x) === name) ? 'duplicate' : null;
}

/** How many colours of the line palette an indicator takes: BOLL's three bands share one, MACD's two lines take two. */
const COLOURS: Readonly<Record<IndicatorType, number>> = { MA: 1, EMA: 1, BOLL: 1, MACD: 2, RSI: 1 };

/** The palette turn each indicator's first colour is (the legend's swatch and the chart's line agree). */
export function colourTurns(indicators: readonly Indicator[]): number[] {
  let turn = 0;
  return indicators.map((x) => {
    const at = turn;
    turn += COLOURS[x.type];
    return at;
  });
}
