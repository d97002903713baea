/** @jsxImportSource @emotion/react */
import { useId, useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { useT } from '../../root/useT';
import type { MessageKey } from '../../i18n/catalogs';
import { answerTurkeyChooser } from './actions';
import { TitledDialog, titledBody } from '../../ui/TitledDialog';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { choiceCard } from '../../ui/dialog-parts';

const options = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
`;

const option = css`
  ${choiceCard}
  min-height: 64px;
  padding: 10px 14px;
  .name {
    display: block;
    font-size: 16px;
    font-weight: 600;
    color: var(--sc-text);
  }
  .hint {
    display: block;
    margin-top: 2px;
    font-size: 13px;
    line-height: 1.4;
    color: var(--sc-text-2);
  }
`;

const remember = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;
  font-size: 14px;
  color: var(--sc-text-2);
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--sc-brand);
  }
`;

const actions = css`
  display: flex;
  gap: 12px;
  & > button {
    flex: 1;
  }
`;

const EXCHANGES: readonly { id: 'tr' | 'global'; name: MessageKey; hint: MessageKey }[] = [
  { id: 'tr', name: 'chooser.tr', hint: 'chooser.trHint' },
  { id: 'global', name: 'chooser.global', hint: 'chooser.globalHint' },
];

/**
 * The Turkey chooser (compliance-and-dialogs.md §2, §4; CONTRACT §6 names): Gate.TR or Gate Global,
 * "Don't show again for 7 days", Cancel and Confirm. Confirm keeps it away 7 days when ticked, else
 * 1 day; Cancel, Close and Escape 1 day. Gate.TR goes to the Turkey site.
 */
export default function TurkeyChooser({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const group = useId();
  const [exchange, setExchange] = useState<'tr' | 'global'>('tr');
  const [ticked, setTicked] = useState(false);

  const cancel = () => {
    void answerTurkeyChooser('cancel', exchange, ticked);
    onClose();
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void answerTurkeyChooser('confirm', exchange, ticked);
    onClose();
  };

  return (
    <TitledDialog open title={t('chooser.title')} closeLabel={t('chooser.close')} onClose={cancel} width={460}>
      <form css={titledBody} onSubmit={confirm}>
        <fieldset css={options} aria-label={t('chooser.title')}>
          {EXCHANGES.map((x) => (
            <label key={x.id} css={option}>
              <input type="radio" name={group} value={x.id} checked={exchange === x.id} onChange={() => setExchange(x.id)}
                aria-label={t(x.name)} aria-describedby={`${group}-${x.id}`} />
              <span>
                <span className="name">{t(x.name)}</span>
                <span className="hint" id={`${group}-${x.id}`}>{t(x.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label css={remember}>
          <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
          {t('chooser.remember')}
        </label>
        <div css={actions}>
          <button type="button" css={secondaryButton} onClick={cancel}>{t('chooser.cancel')}</button>
          <button type="submit" css={primaryButton}>{t('chooser.confirm')}</button>
        </div>
      </form>
    </TitledDialog>
  );
}
