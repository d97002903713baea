/** @jsxImportSource @emotion/react */
import { useId, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '../theme/tokens';
import { CloseButton, Dialog } from './Dialog';
import { actionsRow, iconTile } from './dialog-parts';

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

/** The whole screen, below one breakpoint or another. */
const wholeScreen = `
  width: 100vw;
  max-width: 100vw;
  height: 100dvh !important;
  max-height: 100dvh;
  margin: 0;
  border: 0;
  border-radius: 0;
`;

const phoneFull = css`
  ${mq.small} {
    ${wholeScreen}
  }
`;

const headCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 24px 12px;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 600;
    line-height: 28px;
  }
  ${mq.small} {
    padding: 16px;
  }
`;

const tile = css`
  ${iconTile}
`;

/** At 539 px and below: the whole screen (the compliance modals) or a sheet along the bottom edge (the notices). */
const narrowLayouts = {
  full: css`
    ${mq.narrow} {
      ${wholeScreen}
    }
  `,
  sheet: css`
    ${mq.narrow} {
      width: 100vw;
      max-width: 100vw;
      margin: auto 0 0;
      border: 0;
      border-radius: 16px 16px 0 0;
    }
  `,
};

/** A notice's text: it scrolls between the title and the buttons, which stay in reach. */
const noticeText = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0 24px;
  color: var(--sc-text-2);
  font-size: 14px;
  line-height: 1.6;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 10px;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a[href] {
    color: var(--sc-brand);
    text-decoration: underline;
  }
  a[href]:hover {
    text-decoration: none;
  }
  ${mq.small} {
    padding: 0 16px;
  }
`;

const noticeActions = css`
  ${actionsRow};
  padding: 20px 24px 24px;
  ${mq.small} {
    padding: 16px;
  }
`;

interface HeadProps {
  id: string;
  title: string;
  /** An optional line under the title. */
  sub?: ReactNode;
  /** Before the title, in the 40 px icon tile. */
  icon?: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** False: no close button (an acknowledge-only dialog). */
  closable?: boolean;
}

/** A dialog's heading row: an icon, the title (it names the dialog), a line under it, the close button. */
export function DialogHead({ id, title, sub, icon, closeLabel, onClose, closable = true }: HeadProps) {
  return (
    <div css={headCss}>
      {icon && <span css={tile}>{icon}</span>}
      <div css={titles}>
        <h2 id={id}>{title}</h2>
        {sub}
      </div>
      {closable && <CloseButton label={closeLabel} onClick={onClose} />}
    </div>
  );
}

interface Props {
  open?: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  onClosed?: () => void;
  children: ReactNode;
  /** CSS width on large screens. */
  width?: number;
  /** A fixed height on large screens, so switching tabs does not make the dialog jump. */
  height?: number;
  /** Phones (767 px and below) get the whole screen (the settings and language modals). */
  fullScreenOnPhone?: boolean;
  /** At 539 px and below: `full` the whole screen, `sheet` along the bottom edge. */
  narrow?: keyof typeof narrowLayouts;
  /**
   * False: acknowledge only. An alert dialog without a close button, Escape or backdrop click:
   * only its actions end it, so it cannot vanish while the queue still counts it as showing.
   */
  dismissible?: boolean;
  /** Before the title, in the icon tile (the notices' shield and info marks, the compliance warning). */
  icon?: ReactNode;
  /**
   * The notice form: `children` is the text that describes the dialog, scrolling between the
   * title and this row of buttons.
   */
  actions?: ReactNode;
}

/**
 * The one titled modal: a heading row, then the body (children), which scrolls itself (the frame
 * clips): `titledBody` or its own way; with `actions`, the notice form (described text, buttons).
 */
export function TitledDialog(props: Props) {
  const { open = true, title, closeLabel, onClose, onClosed, children, width = 480, height, fullScreenOnPhone = false, narrow, dismissible = true, icon, actions } = props;
  const titleId = useId();
  const textId = useId();
  const fixedHeight = height ? css`height: min(${height}px, calc(100dvh - 48px));` : false;
  return (
    <Dialog open={open} onClose={onClose} onClosed={onClosed} labelledBy={titleId} describedBy={actions ? textId : undefined}
      role={dismissible ? 'dialog' : 'alertdialog'} dismissible={dismissible} width={width}
      styles={css([framed, fixedHeight, fullScreenOnPhone && phoneFull, narrow && narrowLayouts[narrow]])}>
      <DialogHead id={titleId} title={title} icon={icon} closeLabel={closeLabel} onClose={onClose} closable={dismissible} />
      {actions ? (
        <>
          <div id={textId} css={noticeText}>{children}</div>
          <div css={noticeActions}>{actions}</div>
        </>
      ) : children}
    </Dialog>
  );
}
