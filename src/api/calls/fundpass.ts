import * as v from 'valibot';
import { decode, num, optText, unwrap } from '../decode';
import { defineCall } from '../define';

/** The fund-password calls have their own time-out (CONTRACT §4). */
const FUNDPASS_TIMEOUT_MS = 5000;

/** 1 one hour, 2 every time, 0 never (compliance-and-dialogs.md §3). */
export type FundpassFrequency = 0 | 1 | 2;

export function decodeFrequency(raw: unknown): FundpassFrequency {
  const d = decode(v.object({ frequency: v.pipe(num, v.picklist([0, 1, 2])) }), unwrap(raw));
  return d.frequency as FundpassFrequency;
}

export const getFundpassFrequency = defineCall({
  // Read afresh each time the frequency dialog opens: a save (here or in another tab) changes it.
  path: () => ({ path: '/apiweb/v1/user/get_user_frequency', timeoutMs: FUNDPASS_TIMEOUT_MS, fresh: true }),
  decode: decodeFrequency,
  fallback: 1 as FundpassFrequency,
});

export interface SaveResult { ok: boolean; message: string }

export function decodeSaveResult(raw: unknown): SaveResult {
  const d = decode(v.object({ result: v.boolean(), msg: optText }), raw);
  return { ok: d.result, message: d.msg ?? '' };
}

/** Failure gives `{ ok: false }` so the dialog shows its error toast (compliance §8: msg, or "Error"). */
export const saveFundpassFrequency = defineCall({
  path: (_ctx, input: { frequency: FundpassFrequency; fundpass: string; totp: string }) => ({
    path: '/json_svr/query_safe', method: 'POST', timeoutMs: FUNDPASS_TIMEOUT_MS,
    body: { action: 'tradepassfrequency', frequency: input.frequency, fundpass: input.fundpass, totp: input.totp },
  }),
  decode: decodeSaveResult,
  fallback: { ok: false, message: '' } as SaveResult,
});
