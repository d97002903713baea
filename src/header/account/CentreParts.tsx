/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import type { TierHint } from '../../rules/centre-rules';
import { formatNumber } from '../../i18n/format';
import { useT } from '../../root/useT';
import { useFiatFigure } from '../../features/preferences/fiat';
import { followableUrl } from '../../platform/navigation';
import * as s from './centre-styles';

/**
 * The user's avatar (`user_avatar`), loaded only through the URL guard (absolute, on the page's
 * origin or `anti`), or their initial when there is none, the guard refuses it or the image
 * fails. Decorative: the name beside it says who it is.
 */
export function Avatar({ url, anti, name }: { url: string; anti: readonly string[]; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = followableUrl(url, anti);
  const image = src && failed !== src ? src : null;
  return (
    <span aria-hidden="true" css={s.avatar}>
      {image ? <img src={image} alt="" referrerPolicy="no-referrer" onError={() => setFailed(image)} /> : name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** A figure of the centre; `null` while its call is on the way (a placeholder, never a false 0.00). */
export function Figure({ label, value, approx }: { label: string; value: string | null; approx: string | null }) {
  return (
    <div aria-busy={value === null} css={s.figure}>
      <span className="label">{label}</span>
      {value === null ? <span aria-hidden="true" className="placeholder" /> : <span className="value">{value}</span>}
      {approx ? <span className="approx">{approx}</span> : null}
    </div>
  );
}

/** Progress to the next VIP tier and each way the server offers to reach it (site-chrome.md §3). */
export function TierProgress({ hint }: { hint: TierHint }) {
  const { t, language } = useT();
  const amount = (value: number, digits: number) => formatNumber(value, language.locale, digits);
  const inFiat = useFiatFigure();
  const fiat = inFiat(hint.nextFiat);
  const label = t('account.progress', { level: hint.nextLevel });
  return (
    <div css={s.progress}>
      <div className="heading">
        <span>{label}</span>
        <span>{amount(hint.percent, 0)}%</span>
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={hint.percent} className="track">
        <div className="bar" style={{ width: `${Math.min(100, hint.percent)}%` }} />
      </div>
      <ul>
        {hint.nextUsdt > 0 ? (
          <li>
            {t('account.progressNeed', { level: hint.nextLevel, amount: amount(hint.nextUsdt, 2) })}
            {fiat ? <> <bdi>{fiat}</bdi></> : null}
          </li>
        ) : null}
        {hint.gtMin > 0 ? <li>{t('account.progressGtMin', { amount: amount(hint.gtMin, 2) })}</li> : null}
        {hint.gtOnly > 0 ? <li>{t('account.progressGtOnly', { level: hint.nextLevel, amount: amount(hint.gtOnly, 2) })}</li> : null}
        {hint.assetsUsd > 0 ? <li>{t('account.progressAssetsOnly', { level: hint.nextLevel, amount: amount(hint.assetsUsd, 2) })}</li> : null}
      </ul>
    </div>
  );
}
