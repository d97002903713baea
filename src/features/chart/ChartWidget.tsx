/** @jsxImportSource @emotion/react */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $theme } from '../../stores/theme';
import { $riseColor } from '../../stores/rise';
import { openPendingTab } from '../../platform/open-tab';
import { encodeImage } from '../../platform/image-quality';
import { useT } from '../../root/useT';
import type { Bar } from './bars-rules';
import { priceDecimals } from './color-rules';
import { browserTimeZone, chartColors } from './colors';
import { ChartController } from './controller';
import type { ChartDatafeed } from './datafeed';
import { IndicatorPanel } from './IndicatorPanel';
import { Legend } from './Legend';
import { labelOf, ResolutionBar } from './ResolutionBar';
import type { Resolution } from './resolution-rules';
import { pairLabel } from './symbol-rules';
import { resolveTimeZone, timeFormats } from './time-rules';
import { useBars } from './useBars';
import { useChartState } from './useChartState';
import { action, actions, addButton, canvas, controls, credit, frame, note as noteCss, overlay, stage } from './styles';

/** The widget's props after `props()` has checked them and filled the defaults. */
export interface ChartProps {
  symbol: string;
  datafeed: ChartDatafeed;
  resolution: Resolution;
  height: number;
}

const ATTRIBUTION_URL = 'https://www.tradingview.com/';

/**
 * The candlestick chart: legend, resolutions, indicator settings, screenshot, and the chart
 * itself (ChartController over lightweight-charts), coloured by the chrome's theme and rise colour
 * and following their changes, its time scale in the browser's time zone.
 */
export function ChartWidget({ symbol, datafeed, resolution: initial, height }: ChartProps) {
  const { t, language } = useT();
  const theme = useStore($theme);
  const rise = useStore($riseColor);
  const colors = useMemo(() => chartColors(theme, rise), [theme, rise]);
  const formats = useMemo(() => timeFormats(language.locale, resolveTimeZone(browserTimeZone())), [language.locale]);
  const [state, setState] = useChartState(initial);
  const [legend, setLegend] = useState<Bar | null>(null);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartController | null>(null);
  const panelId = useId();

  // The chart is made once, with the first render's setup; the effects below apply later changes.
  // (Not useEffectEvent: the script-tag build cuts it from React, build/react-unused-exports.ts.)
  const firstSetup = useRef({ colors, formats, locale: language.locale, resolution: state.resolution, onLegend: setLegend });
  useLayoutEffect(() => {
    if (!host.current) return undefined;
    const controller = new ChartController(host.current, firstSetup.current);
    chart.current = controller;
    return () => {
      chart.current = null;
      controller.destroy();
    };
  }, []);
  useEffect(() => chart.current?.setColors(colors), [colors]);
  useEffect(() => chart.current?.setTime(formats, language.locale, state.resolution), [formats, language.locale, state.resolution]);
  useEffect(() => chart.current?.setIndicators(state.indicators), [state.indicators]);
  const { phase, retry } = useBars(chart, datafeed, symbol, state.resolution);

  const screenshot = () => {
    const shot = chart.current?.screenshot();
    if (!shot) return;
    // The tab opens inside the click (a pop-up blocker's rule); the JPEG at quality 75 follows.
    const tab = openPendingTab();
    if (!tab) {
      setNote(t('chart.popupBlocked'));
      return;
    }
    setNote(null);
    void encodeImage(shot).then((blob) => {
      if (blob) tab.show(blob);
      else {
        tab.close();
        setNote(t('chart.screenshotFailed'));
      }
    });
  };
  const pair = pairLabel(symbol);
  const resolutionName = labelOf(t, state.resolution);
  const shown = phase === 'ready' || (phase === 'empty' && legend !== null) ? legend : null;

  return (
    <section css={frame} aria-label={t('chart.label', { pair })}>
      <Legend symbol={symbol} resolutionLabel={resolutionName} bar={shown} decimals={shown ? priceDecimals(shown.close) : null}
        indicators={state.indicators} lineColors={colors.lines} />
      <div css={controls}>
        <ResolutionBar value={state.resolution} onChange={(resolution) => setState({ ...state, resolution })} />
        <div css={actions}>
          <button type="button" css={action} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
            {t('chart.indicators')}
          </button>
          <button type="button" css={action} onClick={screenshot} disabled={phase !== 'ready'}>{t('chart.screenshot')}</button>
        </div>
      </div>
      {open ? <IndicatorPanel id={panelId} indicators={state.indicators} onChange={(indicators) => setState({ ...state, indicators })} /> : null}
      {note ? <p role="status" css={noteCss}>{note}</p> : null}
      <div css={stage} style={{ height }}>
        <div ref={host} css={canvas} dir="ltr" role="img" aria-label={t('chart.canvas', { pair, resolution: resolutionName })} />
        {phase === 'loading' ? <div css={overlay}><p role="status">{t('chart.loading')}</p></div> : null}
        {phase === 'empty' && !shown ? <div css={overlay}><p role="status">{t('chart.empty')}</p></div> : null}
        {phase === 'error' ? (
          <div css={overlay} role="alert">
            <p>{t('chart.failed')}</p>
            <button type="button" css={addButton} onClick={retry}>{t('chart.retry')}</button>
          </div>
        ) : null}
      </div>
      <p css={credit}><a href={ATTRIBUTION_URL} target="_blank" rel="noopener noreferrer">{t('chart.attribution')}</a></p>
    </section>
  );
}
