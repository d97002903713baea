import {
  CandlestickSeries, ColorType, createChart, CrosshairMode, HistogramSeries, LineSeries, LineStyle, TickMarkType,
  type IChartApi, type ISeriesApi, type MouseEventParams, type Time, type UTCTimestamp,
} from 'lightweight-charts';
import { applyTick, barAt, tickEffect, type Bar } from './bars-rules';
import { priceDecimals } from './color-rules';
import type { ChartColors } from './colors';
import { studyLines, type Series } from './indicator-rules';
import { colourTurns, OWN_PANE, type Indicator } from './input-rules';
import type { Resolution } from './resolution-rules';
import { isDailyResolution, type TickKind, type TimeFormats } from './time-rules';

/** What the chart is drawn with; every part can change later (`setColors`, `setTime`). */
export interface ChartSetup {
  colors: ChartColors;
  formats: TimeFormats;
  locale: string;
  resolution: Resolution;
  /** The bar the legend shows: the one under the crosshair, else the last; null for none. */
  onLegend(bar: Bar | null): void;
}

const FONT = "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const KIND: Record<TickMarkType, TickKind> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
};
/** Oscillator panes against the candles' pane: each a third of its height. */
const MAIN_PANE_STRETCH = 3;
const RSI_LEVELS = [70, 30];

type StudySeries = ISeriesApi<'Line'> | ISeriesApi<'Histogram'>;
interface Study { indicator: Indicator; series: StudySeries[] }

const at = (time: number) => time as UTCTimestamp;

/**
 * The chart on screen (lightweight-charts 5): candles and volume in the first pane (the volume on
 * its own price scale, in the bottom fifth), overlays (MA, EMA, BOLL) on the candles, and MACD
 * and RSI each in a pane of its own below. It resizes with its container (`autoSize`). React
 * drives it (ChartView); `destroy()` removes it.
 */
export class ChartController {
  readonly #chart: IChartApi;
  readonly #candles: ISeriesApi<'Candlestick'>;
  readonly #volume: ISeriesApi<'Histogram'>;
  #setup: ChartSetup;
  #bars: readonly Bar[] = [];
  #indicators: readonly Indicator[] = [];
  #studies: Study[] = [];
  #hovered: number | null = null;
  /** After `destroy()` every call is ignored: an answer or a tick may still arrive before the datafeed is unsubscribed. */
  #gone = false;

  constructor(container: HTMLElement, setup: ChartSetup) {
    this.#setup = setup;
    this.#chart = createChart(container, {
      autoSize: true,
      layout: { attributionLogo: false, fontFamily: FONT, fontSize: 11 },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { scaleMargins: { top: 0.1, bottom: 0.25 } },
    });
    this.#candles = this.#chart.addSeries(CandlestickSeries, { borderVisible: false });
    this.#volume = this.#chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false,
    });
    this.#chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.#chart.subscribeCrosshairMove(this.#onCrosshair);
    this.setColors(setup.colors);
    this.setTime(setup.formats, setup.locale, setup.resolution);
  }

  /** The chart's colours (a theme or rise-colour change): the layout, the candles, the volume and every indicator. */
  setColors(colors: ChartColors): void {
    if (this.#gone) return;
    this.#setup = { ...this.#setup, colors };
    this.#chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: colors.background },
        textColor: colors.text,
        panes: { separatorColor: colors.border, separatorHoverColor: colors.grid },
      },
      grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
      crosshair: { vertLine: { color: colors.crosshair }, horzLine: { color: colors.crosshair } },
      rightPriceScale: { borderColor: colors.border },
      timeScale: { borderColor: colors.border },
    });
    this.#candles.applyOptions({
      upColor: colors.up, downColor: colors.down, wickUpColor: colors.up, wickDownColor: colors.down,
    });
    this.#volume.setData(this.#bars.map((bar) => this.#volumePoint(bar)));
    this.#buildStudies();
  }

  /** The time scale's labels: their formats (language and zone) and the resolution (seconds shown or not). */
  setTime(formats: TimeFormats, locale: string, resolution: Resolution): void {
    if (this.#gone) return;
    this.#setup = { ...this.#setup, formats, locale, resolution };
    this.#chart.applyOptions({
      localization: {
        locale,
        timeFormatter: (time: Time) => (typeof time === 'number' ? formats.crosshair(time, resolution) : String(time)),
      },
      timeScale: {
        timeVisible: !isDailyResolution(resolution),
        secondsVisible: resolution.endsWith('S'),
        tickMarkFormatter: (time: Time, type: TickMarkType) => (typeof time === 'number' ? formats.tick(time, KIND[type], isDailyResolution(resolution)) : null),
      },
    });
  }

  /** A new history (a new symbol or resolution): drawn from scratch, the view reset to the latest bars. */
  setBars(bars: readonly Bar[]): void {
    if (this.#gone) return;
    this.#bars = bars;
    this.#hovered = null;
    const last = bars[bars.length - 1];
    const precision = priceDecimals(last?.close ?? 0);
    this.#candles.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    this.#candles.setData(bars.map((bar) => ({ time: at(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close })));
    this.#volume.setData(bars.map((bar) => this.#volumePoint(bar)));
    this.#fillStudies();
    this.#chart.timeScale().resetTimeScale();
    this.#legend();
  }

  /** A live bar (already checked): updates the last bar or starts a new one; an older one changes nothing. */
  tick(bar: Bar): void {
    if (this.#gone || tickEffect(this.#bars, bar) === 'ignore') return;
    this.#bars = applyTick(this.#bars, bar);
    this.#candles.update({ time: at(bar.time), open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    this.#volume.update(this.#volumePoint(bar));
    const closes = this.#bars.map((b) => b.close);
    for (const study of this.#studies) {
      studyLines(study.indicator, closes).forEach((line, i) => {
        const value = line[line.length - 1];
        const series = study.series[i];
        if (series && value !== null && value !== undefined) series.update(this.#point(study, i, bar.time, value));
      });
    }
    this.#legend();
  }

  /** The indicators on the chart (drawn again from scratch: they change rarely). */
  setIndicators(indicators: readonly Indicator[]): void {
    if (this.#gone) return;
    this.#indicators = indicators;
    this.#buildStudies();
  }

  /** The chart as one canvas (panes, scales, no crosshair), for the screenshot; null once removed. */
  screenshot(): HTMLCanvasElement | null {
    return this.#gone ? null : this.#chart.takeScreenshot();
  }

  destroy(): void {
    if (this.#gone) return;
    this.#gone = true;
    this.#chart.unsubscribeCrosshairMove(this.#onCrosshair);
    this.#chart.remove();
  }

  readonly #onCrosshair = (param: MouseEventParams<Time>) => {
    this.#hovered = typeof param.time === 'number' ? param.time : null;
    this.#legend();
  };

  #legend(): void {
    const hovered = this.#hovered === null ? null : barAt(this.#bars, this.#hovered);
    this.#setup.onLegend(hovered ?? this.#bars[this.#bars.length - 1] ?? null);
  }

  #volumePoint(bar: Bar) {
    const { volumeUp, volumeDown } = this.#setup.colors;
    return { time: at(bar.time), value: bar.volume, color: bar.close >= bar.open ? volumeUp : volumeDown };
  }

  /** A study's point; the MACD histogram's bars take the rise and fall colours. */
  #point(study: Study, line: number, time: number, value: number) {
    if (study.indicator.type === 'MACD' && line === 2) {
      const { volumeUp, volumeDown } = this.#setup.colors;
      return { time: at(time), value, color: value >= 0 ? volumeUp : volumeDown };
    }
    return { time: at(time), value };
  }

  #buildStudies(): void {
    for (const study of this.#studies) for (const series of study.series) this.#chart.removeSeries(series);
    this.#studies = [];
    const { lines, border } = this.#setup.colors;
    const turns = colourTurns(this.#indicators);
    const colour = (turn: number) => lines[turn % lines.length] ?? border;
    let pane = 0;
    const line = (paneIndex: number, color: string, dashed = false) => this.#chart.addSeries(LineSeries, {
      color, lineWidth: 1, lineStyle: dashed ? LineStyle.Dashed : LineStyle.Solid,
      priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false,
    }, paneIndex);
    this.#indicators.forEach((indicator, n) => {
      const paneIndex = OWN_PANE[indicator.type] ? ++pane : 0;
      const first = colour(turns[n] ?? 0);
      let series: StudySeries[];
      if (indicator.type === 'BOLL') {
        series = [line(paneIndex, first), line(paneIndex, first, true), line(paneIndex, first)];
      } else if (indicator.type === 'MACD') {
        series = [line(paneIndex, first), line(paneIndex, colour((turns[n] ?? 0) + 1)),
          this.#chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false }, paneIndex)];
      } else {
        series = [line(paneIndex, first)];
      }
      if (indicator.type === 'RSI') {
        for (const price of RSI_LEVELS) series[0]!.createPriceLine({ price, color: border, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: false });
      }
      this.#studies.push({ indicator, series });
    });
    this.#chart.panes().forEach((p, i) => p.setStretchFactor(i === 0 ? MAIN_PANE_STRETCH : 1));
    this.#fillStudies();
  }

  #fillStudies(): void {
    const closes = this.#bars.map((b) => b.close);
    for (const study of this.#studies) {
      studyLines(study.indicator, closes).forEach((values: Series, i) => {
        const points = values.flatMap((value, j) => (value === null ? [] : [this.#point(study, i, this.#bars[j]!.time, value)]));
        study.series[i]?.setData(points);
      });
    }
  }
}
