import { useCallback, useEffect, useState } from 'react';
import { readLocalJson, writeLocalJson } from '../../platform/storage';
import { debouncedSaver } from './save';
import { CHART_STORAGE_KEY, decodeState, encodeState, SAVE_DELAY_MS, type ChartState } from './state-rules';
import type { Resolution } from './resolution-rules';

/**
 * The chart's state (resolution, indicators): restored from storage at mount (a bad record gives
 * the defaults, with `initial` as the resolution), saved 2 s after the visitor's last change, and
 * a change still pending saved at unmount. A new `initial` (the integrator's `update()`) switches
 * the resolution without saving it: the saved state is the visitor's.
 */
export function useChartState(initial: Resolution): [ChartState, (next: ChartState) => void] {
  const [state, setState] = useState<ChartState>(() => decodeState(readLocalJson(CHART_STORAGE_KEY), initial));
  const [asked, setAsked] = useState(initial);
  if (asked !== initial) {
    // React's "adjust state when a prop changes" pattern: during render, no effect round.
    setAsked(initial);
    setState({ ...state, resolution: initial });
  }
  const [saver] = useState(() => debouncedSaver<ChartState>(SAVE_DELAY_MS, (value) => {
    writeLocalJson(CHART_STORAGE_KEY, encodeState(value));
  }));
  useEffect(() => () => saver.flush(), [saver]);
  const change = useCallback((next: ChartState) => {
    setState(next);
    saver.schedule(next);
  }, [saver]);
  return [state, change];
}
