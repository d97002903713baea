/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { css } from '@emotion/react';

const toast = css`
  position: fixed;
  inset-inline: 0;
  top: 24px;
  z-index: 2147483600;
  display: flex;
  justify-content: center;
  pointer-events: none;
  span {
    max-width: calc(100vw - 32px);
    padding: 10px 16px;
    border-radius: 8px;
    background: var(--sc-text);
    color: var(--sc-bg);
    font-size: 14px;
    font-weight: 500;
    line-height: 1.4;
    box-shadow: var(--sc-shadow);
    overflow-wrap: anywhere;
  }
  &[data-kind='error'] span {
    background: #c62f34;
    color: #ffffff;
  }
`;

/**
 * A short message at the top of the screen: `success` as a status, `error` as an alert, so screen
 * readers announce either. Inside a modal dialog it is part of the top layer with it; the owner
 * decides how long it stays.
 */
export function Toast({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <div css={toast} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <span>{children}</span>
    </div>
  );
}
