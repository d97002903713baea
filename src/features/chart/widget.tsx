/** @jsxImportSource @emotion/react */
import type { PropFail, WidgetModule } from '../../root/widget';
import type { Bar } from './bars-rules';
import { ChartWidget, type ChartProps } from './ChartWidget';
import { isDatafeed, type ChartDatafeed, type SubscriptionId } from './datafeed';
import { DEFAULT_RESOLUTION, RESOLUTIONS, toResolution, type Resolution } from './resolution-rules';
import { DEFAULT_SYMBOL, toSymbol } from './symbol-rules';

export type { Bar, ChartDatafeed, Resolution, SubscriptionId };

/** The chart's height when none is given, and the heights it accepts (CSS pixels). */
export const DEFAULT_HEIGHT = 480;
const MIN_HEIGHT = 200;
const MAX_HEIGHT = 2000;

/** The `chart` widget's props, as an integrator passes them to `mountWidget('chart', element, props)`. */
export interface Props {
  /** The pair to chart, `BASE_QUOTE` in letters and digits (case-insensitive). Default `BTC_USDT`. */
  symbol?: string;
  /**
   * Where the bars come from (required): `getBars(symbol, resolution, from, to)` answers the
   * history (times in seconds), `subscribe(symbol, resolution, onTick)` sends live bars and returns
   * a function that stops them or an id for `unsubscribe(id)`. Answers are checked: bad bars are
   * dropped, the rest sorted with one bar per time.
   */
  datafeed: ChartDatafeed;
  /**
   * The resolution shown when the visitor has no saved chart (their last choice wins at mount): one
   * of `1S`, `10S`, `30S`, `1`, `3`, `5`, `15`, `30`, `60`, `120`, `240`, `360`, `480`, `720`, `1D`,
   * `2D`, `3D`, `5D`, `1W`, `1M` (minutes as a number work too). Default `60`. A new value in
   * `update()` switches the chart to it.
   */
  resolution?: Resolution | number;
  /** The height of the chart's drawing area in CSS pixels, 200 to 2000 (the legend and toolbar come on top). Default 480. */
  height?: number;
}

export const widget: WidgetModule<ChartProps> = {
  keys: ['symbol', 'datafeed', 'resolution', 'height'],
  props(raw, fail: PropFail) {
    const symbol = raw.symbol === undefined ? DEFAULT_SYMBOL : toSymbol(raw.symbol);
    if (symbol === null) fail('symbol', raw.symbol, 'a pair such as BTC_USDT');
    if (!isDatafeed(raw.datafeed)) fail('datafeed', raw.datafeed, 'an object with getBars() and subscribe() (and unsubscribe(), if given, a function)');
    const resolution = raw.resolution === undefined ? DEFAULT_RESOLUTION : toResolution(raw.resolution);
    if (resolution === null) fail('resolution', raw.resolution, `one of ${RESOLUTIONS.join(', ')}`);
    const height = raw.height === undefined ? DEFAULT_HEIGHT : raw.height;
    if (typeof height !== 'number' || !Number.isInteger(height) || height < MIN_HEIGHT || height > MAX_HEIGHT) {
      fail('height', raw.height, `a whole number of pixels from ${MIN_HEIGHT} to ${MAX_HEIGHT}`);
    }
    return { symbol, datafeed: raw.datafeed, resolution, height };
  },
  View: ChartWidget,
};
