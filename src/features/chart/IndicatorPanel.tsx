/** @jsxImportSource @emotion/react */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../root/useT';
import type { MessageKey } from '../../i18n/catalogs';
import { CloseIcon } from '../../ui/line-icons';
import {
  addBlock, INDICATOR_INPUTS, INDICATOR_TYPES, indicatorName, isIndicatorType, MAX_INDICATORS, parseInputs, toIndicator,
  type Indicator, type IndicatorType, type InputName,
} from './input-rules';
import { activeList, addButton, form as formCss, note, panel } from './styles';

const TYPE_KEYS: Record<IndicatorType, MessageKey> = {
  MA: 'chart.type.MA', EMA: 'chart.type.EMA', BOLL: 'chart.type.BOLL', MACD: 'chart.type.MACD', RSI: 'chart.type.RSI',
};
const INPUT_KEYS: Record<InputName, MessageKey> = {
  length: 'chart.input.length', multiplier: 'chart.input.multiplier', fast: 'chart.input.fast', slow: 'chart.input.slow', signal: 'chart.input.signal',
};

const initialTexts = (type: IndicatorType) => INDICATOR_INPUTS[type].map((spec) => String(spec.initial));

interface Props {
  id: string;
  indicators: readonly Indicator[];
  onChange: (next: readonly Indicator[]) => void;
}

/**
 * The indicator settings: a type, its inputs (whole numbers in their ranges, each bad one marked
 * invalid with its message beside it) and Add, off while an input is bad, the same indicator is
 * already shown or the chart has its most; then the indicators shown, each with Remove.
 */
export function IndicatorPanel({ id, indicators, onChange }: Props) {
  const { t } = useT();
  const base = useId();
  const [type, setType] = useState<IndicatorType>('MA');
  const [texts, setTexts] = useState<string[]>(() => initialTexts('MA'));
  const specs = INDICATOR_INPUTS[type];
  const parsed = parseInputs(type, texts);
  const next = toIndicator(type, texts);
  const block = addBlock(indicators, next);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (next && block === null) onChange([...indicators, next]);
  };

  return (
    <div id={id} css={panel} role="group" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{t('chart.indicators')}</h3>
      <form css={formCss} onSubmit={onSubmit} noValidate>
        <div>
          <label htmlFor={`${base}-type`}>{t('chart.indicator')}</label>
          <select id={`${base}-type`} value={type} onChange={(e) => {
            const value = e.target.value;
            if (!isIndicatorType(value)) return;
            setType(value);
            setTexts(initialTexts(value));
          }}>
            {INDICATOR_TYPES.map((x) => <option key={x} value={x}>{t(TYPE_KEYS[x])}</option>)}
          </select>
        </div>
        {specs.map((spec, i) => {
          const bad = parsed[i] === null;
          return (
            <div key={`${type}-${spec.name}`}>
              <label htmlFor={`${base}-${spec.name}`}>{t(INPUT_KEYS[spec.name])}</label>
              <input id={`${base}-${spec.name}`} type="text" inputMode="numeric" autoComplete="off" value={texts[i] ?? ''}
                aria-invalid={bad} aria-describedby={bad ? `${base}-${spec.name}-error` : undefined}
                onChange={(e) => setTexts(texts.map((x, j) => (j === i ? e.target.value : x)))} />
              {bad ? <p id={`${base}-${spec.name}-error`} className="error">{t('chart.error.range', { min: spec.min, max: spec.max })}</p> : null}
            </div>
          );
        })}
        <button type="submit" className="submit" css={addButton} disabled={block !== null}
          aria-describedby={block === 'duplicate' || block === 'full' ? `${base}-block` : undefined}>
          {t('chart.add')}
        </button>
      </form>
      {block === 'duplicate' || block === 'full' ? (
        <p id={`${base}-block`} css={note}>{block === 'full' ? t('chart.error.full', { max: MAX_INDICATORS }) : t('chart.error.duplicate')}</p>
      ) : null}
      {indicators.length ? (
        <ul css={activeList} aria-label={t('chart.active')}>
          {indicators.map((x) => {
            const name = indicatorName(x);
            return (
              <li key={name}>
                <span>{name}</span>
                <button type="button" aria-label={t('chart.remove', { name })} onClick={() => onChange(indicators.filter((y) => y !== x))}>
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : <p css={note}>{t('chart.none')}</p>}
    </div>
  );
}
