/** @jsxImportSource @emotion/react */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { CloseButton, Dialog } from '../ui/Dialog';
import * as s from './styles';

interface Props {
  title: string;
  icon: ReactNode;
  /** False: no close button, no Escape, no backdrop click; only the actions end it. */
  closable: boolean;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
}

const noop = () => undefined;

/**
 * The frame of the KYC and regional notices: a modal named by its title and described by its
 * text. One that may not be closed keeps Escape from the browser (the keydown's default is what
 * closes a modal `<dialog>`) and ignores a click on the backdrop.
 */
export function NoticeFrame({ title, icon, closable, onClose, children, actions }: Props) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const keepOpen = (e: KeyboardEvent) => {
    if (!closable && e.key === 'Escape') e.preventDefault();
  };
  return (
    <Dialog open onClose={closable ? onClose : noop} labelledBy={titleId} describedBy={textId} width={440}
      role={closable ? 'dialog' : 'alertdialog'} styles={s.sheet}>
      <div css={s.frame} tabIndex={-1} onKeyDown={keepOpen}>
        <div css={s.head}>
          <span css={s.badge}>{icon}</span>
          <h2 id={titleId}>{title}</h2>
          {closable && <CloseButton label={t('kyc.close')} onClick={onClose} />}
        </div>
        <div id={textId} css={s.text}>{children}</div>
        <div css={s.actions}>{actions}</div>
      </div>
    </Dialog>
  );
}
