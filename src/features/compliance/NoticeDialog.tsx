/** @jsxImportSource @emotion/react */
import { useId, type ReactNode } from 'react';
import { CloseButton, Dialog } from '../../ui/Dialog';
import * as s from './styles';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** false: acknowledge only (an alert dialog without a close button, Escape or backdrop). */
  dismissible?: boolean;
  children: ReactNode;
  actions: ReactNode;
}

/** The frame of the compliance modals: title, text, buttons; the whole screen at 539 px and below. */
export function NoticeDialog({ title, closeLabel, onClose, dismissible = true, children, actions }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={textId} width={440} styles={s.frame}
      dismissible={dismissible} role={dismissible ? 'dialog' : 'alertdialog'}>
      <div css={s.head}>
        {!dismissible && (
          <svg css={s.warning} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
          </svg>
        )}
        <h2 id={titleId}>{title}</h2>
        {dismissible && <CloseButton label={closeLabel} onClick={onClose} />}
      </div>
      <div id={textId} css={s.body}>{children}</div>
      <div css={s.actions}>{actions}</div>
    </Dialog>
  );
}
