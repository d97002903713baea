/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';

const mark = css`
  width: 28px;
  height: 28px;
  color: #f0a70a;
`;

/** The warning mark before an acknowledge-only compliance modal's title (in the dialog's icon tile). */
export function WarningMark() {
  return (
    <svg css={mark} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
    </svg>
  );
}
