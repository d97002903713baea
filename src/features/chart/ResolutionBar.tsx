/** @jsxImportSource @emotion/react */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT, type TFunction } from '../../root/useT';
import type { MessageKey } from '../../i18n/catalogs';
import { RESOLUTIONS, resolutionLabel, resolutionName, type Resolution, type ResolutionUnit } from './resolution-rules';
import { resolutions as barCss } from './styles';

const UNIT_KEYS: Record<ResolutionUnit, MessageKey> = {
  seconds: 'chart.unit.seconds', minutes: 'chart.unit.minutes', hours: 'chart.unit.hours',
  days: 'chart.unit.days', weeks: 'chart.unit.weeks', months: 'chart.unit.months',
};

/** A resolution as the toolbar names it: `1m`, `4H`, `1D` (in the page's language). */
export function labelOf(t: TFunction, resolution: Resolution): string {
  const { n, unit } = resolutionLabel(resolution);
  return t(UNIT_KEYS[unit], { n });
}

/**
 * The resolutions as a toolbar of toggle buttons (the chosen one pressed): one tab stop, the arrow
 * keys (mirrored right to left), Home and End move between them, Enter or Space chooses.
 */
export function ResolutionBar({ value, onChange }: { value: Resolution; onChange: (next: Resolution) => void }) {
  const { t, language } = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [active, setActive] = useState<number | null>(null);
  const current = active ?? RESOLUTIONS.indexOf(value);

  const onKeyDown = (e: KeyboardEvent) => {
    const forward = language.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = language.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = RESOLUTIONS.length - 1;
    const to = e.key === forward ? Math.min(last, current + 1) : e.key === back ? Math.max(0, current - 1)
      : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to === null) return;
    e.preventDefault();
    setActive(to);
    buttons.current[to]?.focus();
  };

  return (
    <div role="toolbar" aria-label={t('chart.resolution')} css={barCss} onKeyDown={onKeyDown}>
      {RESOLUTIONS.map((r, i) => (
        <button key={r} type="button" ref={(el) => { buttons.current[i] = el; }} aria-pressed={r === value}
          title={resolutionName(r, language.locale)} tabIndex={i === current ? 0 : -1} onFocus={() => setActive(i)} onBlur={() => setActive(null)}
          onClick={() => onChange(r)}>
          {labelOf(t, r)}
        </button>
      ))}
    </div>
  );
}
