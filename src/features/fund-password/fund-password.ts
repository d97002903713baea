import type { FundpassFrequency, SaveResult } from '../../api/calls/fundpass';
import { loadSignedInCalls } from '../../api/lazy';
import { $dialogs, openDialog } from '../../stores/dialogs';
import { $api } from '../../stores/page-setup';
import { $login, type LoginState } from '../../stores/user';

/**
 * The fund-password dialogs' actions (compliance-and-dialogs.md §4, §7). Neither the password nor
 * the authenticator code is kept here or anywhere else: they live in the dialog's form state,
 * which goes with the dialog, and travel only in the one request (or to the `open()` caller).
 */

/** The user's login state once it is known (a page may call `open()` before the user info is in). */
export function settledLogin(): Promise<Exclude<LoginState, { status: 'loading' }>> {
  return new Promise((resolve) => {
    const stop = $login.subscribe((state) => {
      if (state.status === 'loading') return;
      // Subscribing calls back at once, before `stop` is assigned: unsubscribe after this call.
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

/** `get_user_frequency` (5 s time-out); 1 (one hour), the documented default, on any failure. */
export async function loadFrequency(): Promise<FundpassFrequency> {
  const ctx = $api.get();
  if (!ctx) return 1;
  try {
    return await (await loadSignedInCalls()).getFundpassFrequency(ctx);
  } catch {
    return 1;
  }
}

/** `query_safe` with `action=tradepassfrequency`; `{ ok: false }` (the error toast) on any failure. */
export async function saveFrequency(input: { frequency: FundpassFrequency; fundpass: string; totp: string }): Promise<SaveResult> {
  const ctx = $api.get();
  if (!ctx) return { ok: false, message: '' };
  try {
    return await (await loadSignedInCalls()).saveFundpassFrequency(ctx, input);
  } catch {
    return { ok: false, message: '' };
  }
}

// ---- the fund-password prompt: `open('fund-password')` resolves with what the user confirmed ----

let pending: ((password: string | null) => void) | null = null;
let stopWatching: (() => void) | null = null;

function settle(password: string | null): void {
  const resolve = pending;
  pending = null;
  stopWatching?.();
  stopWatching = null;
  resolve?.(password);
}

/**
 * Asks for the fund password (the dialog store shows it in its turn). Resolves with the password
 * the user confirmed, or `null` when the dialog closes without it (Escape, Close, another dialog
 * taking its place). Asking again while one is pending resolves the earlier ask with `null`.
 */
export function askFundPassword(): Promise<string | null> {
  settle(null);
  const answer = new Promise<string | null>((resolve) => { pending = resolve; });
  openDialog('fund-password', undefined);
  // Closed or dropped from the queue without a confirmation: the caller gets null.
  stopWatching = $dialogs.listen(({ showing, waiting }) => {
    if (showing?.name !== 'fund-password' && !waiting.some((w) => w.name === 'fund-password')) settle(null);
  });
  return answer;
}

/** The dialog's Confirm: hands the password to the caller (it is not kept). */
export function confirmFundPassword(password: string): void {
  settle(password);
}
