/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useT } from '../root/useT';
import { Dialog } from '../ui/Dialog';
import { primaryButton } from '../ui/buttons';

const body = css`
  padding: 28px 24px 24px;
  text-align: center;
  h2 {
    font-size: 20px;
    font-weight: 700;
  }
  p {
    margin-top: 10px;
    font-size: 14px;
    color: var(--sc-text-2);
  }
`;

const confirm = css`
  ${primaryButton};
  width: 100%;
  margin-top: 24px;
`;

/**
 * The EU site's answer to a link it does not serve yet (site-chrome.md §6, §8): "Stay tuned!".
 * The header's menus and the footer's links ask for it through the dialog store.
 */
export default function UpcomingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={textId} width={400}>
      <div css={body}>
        <h2 id={titleId}>{t('upcoming.title')}</h2>
        <p id={textId}>{t('upcoming.text')}</p>
        {/* Closes the dialog natively; its `close` event tells the owner. */}
        <form method="dialog">
          <button type="submit" css={confirm} data-autofocus="">{t('upcoming.confirm')}</button>
        </form>
      </div>
    </Dialog>
  );
}
