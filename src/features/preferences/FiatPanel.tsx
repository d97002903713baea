/** @jsxImportSource @emotion/react */
import { useId, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { $siteSettings } from '../../stores/site-settings';
import { $fiat, $fiatLock, chooseFiat, setFiatLock } from '../../stores/preferences';
import { fiatOptions, filterFiats } from './fiat';
import { CheckIcon, CloseIcon, SearchIcon } from '../../ui/line-icons';
import { option, optionGrid, sectionTitle } from './styles';

const searchBox = css`
  position: relative;
  display: flex;
  align-items: center;
  margin-bottom: 16px;
  .icon {
    position: absolute;
    inset-inline-start: 12px;
    color: var(--sc-text-2);
    display: inline-flex;
  }
  input {
    width: 100%;
    height: 44px;
    padding: 0 44px;
    border: 1px solid var(--sc-border);
    border-radius: 10px;
    background: var(--sc-surface-2);
    color: var(--sc-text);
    font: inherit;
    font-size: 14px;
  }
  input:focus {
    border-color: var(--sc-brand);
    outline: none;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  button {
    position: absolute;
    inset-inline-end: 6px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    color: var(--sc-text-2);
    &:hover {
      background: var(--sc-hover);
      color: var(--sc-text);
    }
  }
`;

const switchRow = css`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 20px;
  padding: 12px 14px;
  border-radius: 10px;
  background: var(--sc-surface-2);
  .text {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 14px;
    font-weight: 500;
  }
  .hint {
    font-size: 12px;
    font-weight: 400;
    color: var(--sc-text-2);
  }
`;

const switchCss = css`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  border-radius: 12px;
  background: var(--sc-text-3);
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
    transition: inset-inline-start 0.15s;
  }
  &[aria-checked='true'] {
    background: var(--sc-brand);
  }
  &[aria-checked='true']::after {
    inset-inline-start: 22px;
  }
`;

const empty = css`
  padding: 24px 0;
  text-align: center;
  color: var(--sc-text-2);
`;

/** The exchange-rate tab: do-not-switch switch, fiat search and the fiat list. */
export function FiatPanel() {
  const { t } = useT();
  const fiatList = useStore($siteSettings).value.fiatList;
  const current = useStore($fiat);
  const locked = useStore($fiatLock);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const all = useMemo(() => fiatOptions(fiatList), [fiatList]);
  // The current fiat leads the unfiltered list so the visitor sees their choice first.
  const shown = useMemo(() => {
    const found = filterFiats(all, query);
    return query ? found : [...found.filter((f) => f.code === current), ...found.filter((f) => f.code !== current)];
  }, [all, query, current]);

  return (
    <>
      <div css={switchRow}>
        <span className="text">
          <span id={`${hintId}-label`}>{t('settings.fiat.lock')}</span>
          <span className="hint" id={hintId}>{t('settings.fiat.lockHint')}</span>
        </span>
        <button type="button" role="switch" css={switchCss} aria-checked={locked}
          aria-labelledby={`${hintId}-label`} aria-describedby={hintId} onClick={() => setFiatLock(!locked)} />
      </div>
      <h3 css={sectionTitle}>{t('settings.fiat.heading')}</h3>
      <div css={searchBox}>
        <span className="icon"><SearchIcon /></span>
        <input ref={input} type="search" value={query} aria-label={t('settings.fiat.search')} placeholder={t('settings.fiat.search')}
          autoComplete="off" spellCheck={false} onChange={(e) => setQuery(e.target.value)} />
        {query ? (
          <button type="button" aria-label={t('settings.fiat.clear')} onClick={() => { setQuery(''); input.current?.focus(); }}>
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? <p css={empty} role="status">{t('settings.fiat.empty')}</p> : (
        <ul css={optionGrid}>
          {shown.map((f) => {
            const isCurrent = f.code === current;
            return (
              <li key={f.code}>
                <button type="button" css={option} aria-current={isCurrent ? 'true' : undefined} onClick={() => chooseFiat(f.code)}>
                  {/* Isolated so a symbol like A$ keeps its order in right-to-left text. */}
                  <span className="main"><bdi>{f.code}</bdi>{f.symbol ? <span className="sub"> - <bdi>{f.symbol}</bdi></span> : null}</span>
                  {isCurrent ? <span className="check"><CheckIcon size={18} /></span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
