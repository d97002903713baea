/** @jsxImportSource @emotion/react */
import { useId, type ReactNode } from 'react';
import { useT } from '../../root/useT';
import { CloseButton, Dialog } from '../../ui/Dialog';
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

/**
 * The frame of the KYC and regional notices: a modal named by its title and described by its
 * text. One that may not be closed is an acknowledge-only Dialog (`dismissible={false}`): Escape,
 * wherever focus is (the dialog itself after a click on its backdrop), and the backdrop leave it
 * open, so it cannot vanish while the queue still counts it as showing.
 */
export function NoticeFrame({ title, icon, closable, onClose, children, actions }: Props) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={textId} width={440}
      role={closable ? 'dialog' : 'alertdialog'} styles={s.sheet} dismissible={closable}>
      <div css={s.frame}>
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
