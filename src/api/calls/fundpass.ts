import * as v from 'valibot';
import { request, type ApiContext } from '../client';
import { decode, logFallback, num, optText, unwrap } from '../decode';

/** The fund-password calls have their own time-out (CONTRACT §4). */
const FUNDPASS_TIMEOUT_MS = 5000;

/** 1 one hour, 2 every time, 0 never (compliance-and-dialogs.md §3). */
export type FundpassFrequency = 0 | 1 | 2;

export function decodeFrequency(raw: unknown): FundpassFrequency {
  const d = decode(v.object({ frequency: v.pipe(num, v.picklist([0, 1, 2])) }), unwrap(raw));
  return d.frequency as FundpassFrequency;
}

export async function getFundpassFrequency(ctx: ApiContext): Promise<FundpassFrequency> {
  try {
    return decodeFrequency(await request(ctx, { path: '/apiweb/v1/user/get_user_frequency', timeoutMs: FUNDPASS_TIMEOUT_MS }));
  } catch (error) {
    logFallback('user/get_user_frequency', error);
    return 1;
  }
}

export interface SaveResult { ok: boolean; message: string }

export function decodeSaveResult(raw: unknown): SaveResult {
  const d = decode(v.object({ result: v.boolean(), msg: optText }), raw);
  return { ok: d.result, message: d.msg ?? '' };
}

/** Failure gives `{ ok: false }` so the dialog shows its error toast (compliance §8: msg, or "Error"). */
export async function saveFundpassFrequency(
  ctx: ApiContext,
  input: { frequency: FundpassFrequency; fundpass: string; totp: string },
): Promise<SaveResult> {
  try {
    return decodeSaveResult(await request(ctx, {
      path: '/json_svr/query_safe', method: 'POST', timeoutMs: FUNDPASS_TIMEOUT_MS,
      body: { action: 'tradepassfrequency', frequency: input.frequency, fundpass: input.fundpass, totp: input.totp },
    }));
  } catch (error) {
    logFallback('json_svr/query_safe', error);
    return { ok: false, message: '' };
  }
}
