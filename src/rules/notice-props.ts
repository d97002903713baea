/** What the KYC and regional dialogs are opened with (the dialog store's props, dialog-order.ts). */

/** The risk-user notice carries the server's text and guide; the upgrade notice is ours. */
export type KycNoticeProps =
  | { kind: 'risk'; message: string; url: string; closable: boolean }
  | { kind: 'upgrade' };

export interface RegionalNoticeProps {
  /** Where Confirm goes (the USDT withdrawal for a low tier), or nowhere. */
  confirmRoute: string | null;
  /** A withdraw-only account is also told to create a ticket. */
  withdrawOnly: boolean;
}

/** The Hong Kong notice; without `hongKong`, the withdraw-only notice alone (same slot and timing). */
export interface HongKongNoticeProps {
  hongKong: boolean;
  withdrawOnly: boolean;
}

/** site-chrome.md §3's regional toasts. */
export type RegionalToastKind = 'brazil' | 'ltw' | 'uzbekistan';
export interface RegionalToastProps {
  kinds: readonly RegionalToastKind[];
}
