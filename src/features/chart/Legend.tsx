/** @jsxImportSource @emotion/react */
import { useStore } from '@nanostores/react';
import { $coinIconWhitelist } from '../../stores/coin-icons';
import { $pageSetup } from '../../stores/page-setup';
import { absoluteApiBase } from '../../platform/location';
import { defaultCoinIconUrl } from '../../platform/asset-files';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../root/useT';
import type { MessageKey } from '../../i18n/catalogs';
import { CoinIcon } from '../../ui/CoinIcon';
import type { Bar } from './bars-rules';
import { priceDecimals } from './color-rules';
import { colourTurns, indicatorName, type Indicator } from './input-rules';
import { baseCoin, pairLabel } from './symbol-rules';
import { coinIconUrl } from '../../rules/coin-icon';
import { legend as legendCss } from './styles';

const FIELDS: readonly { key: keyof Bar; short: MessageKey; name: MessageKey }[] = [
  { key: 'open', short: 'chart.ohlc.open', name: 'chart.ohlc.openName' },
  { key: 'high', short: 'chart.ohlc.high', name: 'chart.ohlc.highName' },
  { key: 'low', short: 'chart.ohlc.low', name: 'chart.ohlc.lowName' },
  { key: 'close', short: 'chart.ohlc.close', name: 'chart.ohlc.closeName' },
  { key: 'volume', short: 'chart.ohlc.volume', name: 'chart.ohlc.volumeName' },
];

const compact = new Map<string, Intl.NumberFormat>();
function formatVolume(value: number, locale: string): string {
  let f = compact.get(locale);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
    } catch {
      f = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 2 });
    }
    compact.set(locale, f);
  }
  return f.format(value);
}

interface Props {
  symbol: string;
  resolutionLabel: string;
  /** The bar under the crosshair, else the latest; null before the first. */
  bar: Bar | null;
  /** The pair's price precision (from its latest close). */
  decimals: number | null;
  indicators: readonly Indicator[];
  lineColors: readonly string[];
}

/** The pair with its coin icon, the resolution, the bar's open, high, low, close and volume, and the indicators shown. */
export function Legend({ symbol, resolutionLabel, bar, decimals, indicators, lineColors }: Props) {
  const { t, language } = useT();
  const setup = useStore($pageSetup);
  const whitelist = useStore($coinIconWhitelist).value;
  // Absolute: an icon's relative URL would load from a host `<base href>` elsewhere.
  // The market panels' rule and file for the coin (rules/coin-icon.ts).
  const coin = baseCoin(symbol);
  const icon = coin ? coinIconUrl(coin, { apiBase: absoluteApiBase(setup?.apiBase ?? ''), whitelist, defaultIcon: defaultCoinIconUrl() }) : defaultCoinIconUrl();
  const digits = decimals ?? priceDecimals(bar?.close ?? 0);
  const tone = bar && bar.close < bar.open ? 'down' : 'up';
  const turns = colourTurns(indicators);
  return (
    <div css={legendCss}>
      <span className="pair">
        <CoinIcon key={icon} src={icon} />
        <span>{pairLabel(symbol)}</span>
        <span className="res">{resolutionLabel}</span>
      </span>
      {/* Its fields are there before the first bar (a dash each), so their lines never push the chart down. */}
      <dl>
        {FIELDS.map((f) => (
          <div key={f.key}>
            <dt><span aria-hidden="true">{t(f.short)}</span><span className="sc-visually-hidden">{t(f.name)}</span></dt>
            <dd className={!bar || f.key === 'volume' ? undefined : tone}>
              {!bar ? '—' : f.key === 'volume' ? formatVolume(bar.volume, language.locale) : formatNumber(bar[f.key], language.locale, digits)}
            </dd>
          </div>
        ))}
      </dl>
      {indicators.length ? (
        <ul aria-label={t('chart.active')}>
          {indicators.map((x, i) => (
            <li key={indicatorName(x)}>
              <span className="swatch" aria-hidden="true" style={{ background: lineColors[(turns[i] ?? 0) % lineColors.length] }} />
              {indicatorName(x)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
