/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import type { MessageKey } from '../../i18n/catalogs';
import { useSite } from '../../root/useSite';
import { $siteSettings } from '../../stores/site-settings';
import {
  $fiat, $refTime, $riseColor, $theme, REF_TIMES, RISE_COLORS, setRefTime, setRiseColor, setTheme,
  type RefTime, type RiseColor, type ThemeName,
} from '../../stores/preferences';
import { TitledDialog } from '../../ui/TitledDialog';
import { languageLabel } from './labels';
import { openPreferences } from './preferences-dialog';
import { ChevronEnd } from '../../ui/line-icons';
import { panelBody } from './styles';
import { mq } from '../../theme/tokens';
import { choiceCard } from '../../ui/dialog-parts';

const rows = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 20px;
`;

const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 52px;
  padding: 0 14px;
  border-radius: 10px;
  background: var(--sc-surface-2);
  text-align: start;
  font-size: 15px;
  font-weight: 500;
  color: var(--sc-text);
  .label {
    flex: 1;
  }
  .value {
    color: var(--sc-text-2);
    font-weight: 400;
  }
  > svg {
    color: var(--sc-text-2);
  }
  &:hover {
    background: var(--sc-hover);
  }
`;

const group = css`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 10px;
    padding: 0;
    font-size: 14px;
    font-weight: 600;
    color: var(--sc-text-2);
  }
  .choices {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
    gap: 8px;
    ${mq.small} {
      grid-template-columns: 1fr;
    }
  }
  label {
    ${choiceCard}
    gap: 10px;
    min-height: 44px;
    padding: 0 12px;
    font-size: 14px;
  }
  label:has(input:checked) {
    font-weight: 600;
  }
  label input {
    width: 16px;
    height: 16px;
  }
  .swatch {
    display: inline-flex;
    gap: 2px;
    margin-inline-start: auto;
  }
  .swatch i {
    width: 8px;
    height: 14px;
    border-radius: 2px;
  }
`;

interface ChoiceGroupProps<V extends string> {
  legend: string;
  values: readonly V[];
  current: V;
  label: (v: V) => string;
  onChange: (v: V) => void;
  extra?: (v: V) => React.ReactNode;
}

function ChoiceGroup<V extends string>({ legend, values, current, label, onChange, extra }: ChoiceGroupProps<V>) {
  const name = useId();
  return (
    <fieldset css={group}>
      <legend>{legend}</legend>
      <div className="choices">
        {values.map((v) => (
          <label key={v}>
            <input type="radio" name={name} value={v} checked={v === current} onChange={() => onChange(v)} />
            <span>{label(v)}</span>
            {extra?.(v)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const REF_LABEL: Record<RefTime, MessageKey> = { '24h': 'settings.refTime.24h', utc0: 'settings.refTime.utc0', utc8: 'settings.refTime.utc8' };
const RISE_LABEL: Record<RiseColor, MessageKey> = { 'green-up': 'settings.rise.greenUp', 'red-up': 'settings.rise.redUp' };
const THEMES: readonly ThemeName[] = ['light', 'dark'];

const GREEN = '#20b26c';
const RED = '#ef454a';

/** Up and down colours of a rise-colour choice, in the order up, down (fixed: the tokens follow the choice). */
function Swatch({ color }: { color: RiseColor }) {
  const [up, down] = color === 'green-up' ? [GREEN, RED] : [RED, GREEN];
  return <span className="swatch" aria-hidden="true"><i style={{ background: up }} /><i style={{ background: down }} /></span>;
}

/** The settings modal (language, rate, reference time, rise colour); full screen on phones. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site, lang } = useSite();
  const langList = useStore($siteSettings).value.langList;
  const fiat = useStore($fiat);
  const refTime = useStore($refTime);
  const rise = useStore($riseColor);
  const theme = useStore($theme);
  return (
    <TitledDialog open title={t('settings.open.settings')} closeLabel={t('settings.close')} onClose={onClose} width={520} fullScreenOnPhone>
      <div css={panelBody}>
        <div css={rows}>
          {site.hidden.has('language') ? null : (
            <button type="button" css={row} onClick={() => openPreferences({ kind: 'language', tab: 'language' }, true)}>
              <span className="label">{t('settings.row.language')}</span>
              <span className="value">{languageLabel(lang, langList)}</span>
              <ChevronEnd />
            </button>
          )}
          {site.hidden.has('exchangeRate') ? null : (
            <button type="button" css={row} onClick={() => openPreferences({ kind: 'language', tab: 'rate' }, true)}>
              <span className="label">{t('settings.tab.rate')}</span>
              <span className="value">{fiat}</span>
              <ChevronEnd />
            </button>
          )}
        </div>
        <ChoiceGroup legend={t('settings.refTime.legend')} values={REF_TIMES} current={refTime}
          label={(v) => t(REF_LABEL[v])} onChange={setRefTime} />
        <ChoiceGroup legend={t('settings.rise.legend')} values={RISE_COLORS} current={rise}
          label={(v) => t(RISE_LABEL[v])} onChange={setRiseColor} extra={(v) => <Swatch color={v} />} />
        {site.hidden.has('theme') ? null : (
          <ChoiceGroup legend={t('settings.theme.legend')} values={THEMES} current={theme}
            label={(v) => t(v === 'dark' ? 'settings.theme.dark' : 'settings.theme.light')} onChange={setTheme} />
        )}
      </div>
    </TitledDialog>
  );
}
