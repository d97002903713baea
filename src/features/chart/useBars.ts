import { useCallback, useEffect, useState, type RefObject } from 'react';
import { cleanBar, cleanBars } from './bars-rules';
import type { ChartController } from './controller';
import { loadBars, reportDatafeed, subscribeTicks, type ChartDatafeed } from './datafeed';
import { historyRange, type Resolution } from './resolution-rules';

export type LoadPhase = 'loading' | 'ready' | 'empty' | 'error';

interface Settled { feed: ChartDatafeed; key: string; phase: Exclude<LoadPhase, 'loading'> }

/**
 * The history of `symbol` at `resolution` from the datafeed, drawn on the chart, then its live
 * ticks: asked again when any of them changes (an answer for an earlier one is dropped), the
 * subscription stopped when they change or the chart unmounts. Ticks are checked like the history
 * (a bad one is dropped). A failed load is reported and can be retried.
 */
export function useBars(chart: RefObject<ChartController | null>, feed: ChartDatafeed, symbol: string, resolution: Resolution) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${symbol}|${resolution}|${attempt}`;

  useEffect(() => {
    const controller = chart.current;
    if (!controller) return undefined;
    let live = true;
    let stop = () => undefined as void;
    const { from, to } = historyRange(resolution, Date.now());
    controller.setBars([]);
    loadBars(feed, symbol, resolution, from, to).then((raw) => {
      if (!live) return;
      const bars = cleanBars(raw);
      controller.setBars(bars);
      setSettled({ feed, key, phase: bars.length ? 'ready' : 'empty' });
      stop = subscribeTicks(feed, symbol, resolution, (tick) => {
        const bar = live ? cleanBar(tick) : null;
        if (bar) controller.tick(bar);
      });
    }, (error: unknown) => {
      if (!live) return;
      reportDatafeed(error, 'could not load bars');
      setSettled({ feed, key, phase: 'error' });
    });
    return () => {
      live = false;
      stop();
    };
  }, [chart, feed, symbol, resolution, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const phase: LoadPhase = settled && settled.key === key && settled.feed === feed ? settled.phase : 'loading';
  return { phase, retry };
}
