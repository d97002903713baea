/** @jsxImportSource @emotion/react */
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '../theme/tokens';
import { CloseButton, Dialog } from './Dialog';

const titles = css`
  flex: 1;
`;

/** The title content scrolls inside, so switching tabs or searching keeps the frame still. */
const framed = css`
  overflow: hidden;
  max-height: min(720px, calc(100dvh - 48px));
  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

/**
 * The body under the title row: it scrolls itself because the frame clips (`framed`), so on a
 * short screen (a phone held sideways, 667 × 375) the last fields and the submit button stay in reach.
 */
export const titledBody = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 24px 24px;
  ${mq.small} {
    padding: 4px 16px 16px;
  }
`;

const phoneFull = css`
  ${mq.small} {
    width: 100vw;
    max-width: 100vw;
    height: 100dvh !important;
    max-height: 100dvh;
    margin: 0;
    border: 0;
    border-radius: 0;
  }
`;

const headCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 24px 12px;
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 600;
    line-height: 28px;
  }
  ${mq.small} {
    padding: 16px;
  }
`;

/** A dialog's heading row: the title (it names the dialog), an optional line under it, the close button. */
export function DialogHead({ id, title, sub, closeLabel, onClose }: { id: string; title: string; sub?: ReactNode; closeLabel: string; onClose: () => void }) {
  return (
    <div css={headCss}>
      <div css={titles}>
        <h2 id={id}>{title}</h2>
        {sub}
      </div>
      <CloseButton label={closeLabel} onClick={onClose} />
    </div>
  );
}

interface Props {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  onClosed?: () => void;
  children: ReactNode;
  /** CSS width on large screens. */
  width?: number;
  /** A fixed height on large screens, so switching tabs does not make the dialog jump. */
  height?: number;
  /** Phones get the whole screen (the settings and language modals). */
  fullScreenOnPhone?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** A modal with a heading row; the body (children) scrolls itself, `titledBody` or its own way (the frame clips). */
export function TitledDialog({ open, title, closeLabel, onClose, onClosed, children, width = 480, height, fullScreenOnPhone = false, role }: Props) {
  const titleId = useId();
  const fixedHeight = height ? css`height: min(${height}px, calc(100dvh - 48px));` : false;
  return (
    <Dialog open={open} onClose={onClose} onClosed={onClosed} labelledBy={titleId} role={role} width={width}
      styles={css([framed, fixedHeight, fullScreenOnPhone && phoneFull])}>
      <DialogHead id={titleId} title={title} closeLabel={closeLabel} onClose={onClose} />
      {children}
    </Dialog>
  );
}
