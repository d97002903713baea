/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { lineIcon } from './icon-attrs';

// The line icons the lazy parts share (the first paint's few are in icons.tsx), on the attributes
// of icon-attrs.ts. A feature keeps an icon beside it only while no other part draws it.

/** A tick: chosen, verified, copied, an app's selling point. */
export const CheckIcon = ({ size = 14 }: { size?: number }) => (
  <svg {...lineIcon} width={size} height={size} strokeWidth={2}><path d="M20 6 9 17l-5-5" /></svg>
);

/** A cross: every Close button (dialogs, drawers, bars) and a search field's Clear. */
export const CloseIcon = ({ size = 20 }: { size?: number }) => (
  <svg {...lineIcon} width={size} height={size} strokeWidth={2}><path d="M6 6l12 12M18 6 6 18" /></svg>
);

/**
 * A shield: identity and account security. Its mark says which: a tick (verify your identity, the
 * KYC notice) or an alert (the personal centre's security warning).
 */
export const ShieldIcon = ({ size = 18, mark }: { size?: number; mark: 'check' | 'alert' }) => (
  <svg {...lineIcon} width={size} height={size}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d={mark === 'check' ? 'm9 12 2 2 4-4' : 'M12 8v4M12 16h.01'} />
  </svg>
);

/** An "i" in a circle: a notice for the visitor's region. */
export const InfoIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...lineIcon} width={size} height={size}><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></svg>
);

/** Right to left the inline end is on the left: the chevron turns with the text. */
const mirrored = css`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

/** A chevron towards the inline end: a row that opens something further (settings, personal centre, deposit). */
export const ChevronEnd = ({ size = 16 }: { size?: number }) => (
  <svg {...lineIcon} width={size} height={size} css={mirrored}><path d="m9 18 6-6-6-6" /></svg>
);

/** A magnifier: the search boxes (fiat picker, market panels). */
export const SearchIcon = () => (
  <svg {...lineIcon} width={18} height={18}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
);
