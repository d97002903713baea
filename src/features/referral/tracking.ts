import { loadCalls } from '../../api/lazy';
import { deleteCookie, readCookie, writeCookie } from '../../platform/cookies';
import { currentSearch } from '../../platform/navigation';
import { decideReferral, REFERRAL_COOKIE_MAX_AGE_S, referralAccepted, referralFromQuery, type Referral } from '../../rules/referral';
import { landSignupQuery } from '../../stores/signup-record';
import { $api } from '../../stores/page-setup';
import { report } from '../../platform/report';

/** The referral the cookies hold now (CONTRACT §5 names). */
function storedReferral(): Referral {
  return {
    ref: readCookie('ref_uid') ?? '', refType: readCookie('ref_type') ?? '',
    channel: readCookie('ref_channel') ?? '', group: readCookie('group_id') ?? '',
  };
}

/**
 * Applies the invite-code rules (rules/referral.ts) to the page's URL: reads the cookies, asks
 * `verify_invite_info` when the rules want it, and writes or deletes the referral cookies for 14
 * days. Loaded only for a URL with a `ref` parameter (mount/page-services.ts). Never rejects: a
 * failed call or chunk saves nothing, as the rules say for "no answer". The sign-up query follows
 * the same decision (`referralAccepted`, stores/signup-record.ts): it takes the link's referral
 * only when the cookies do.
 */
export async function trackReferral(search = currentSearch()): Promise<void> {
  try {
    const link = referralFromQuery(search);
    const stored = storedReferral();
    let decision = decideReferral(link, stored);
    if (decision.kind === 'verify') {
      const ctx = $api.get();
      if (!ctx) return;
      const code = await (await loadCalls()).verifyInvite(ctx, decision.ref, decision.refType || undefined);
      decision = decideReferral(link, stored, code);
    }
    if (decision.kind !== 'write') return;
    await Promise.all(decision.writes.map((w) => (w.value === null
      ? deleteCookie(w.name)
      : writeCookie(w.name, w.value, { maxAge: REFERRAL_COOKIE_MAX_AGE_S }))));
    landSignupQuery(search, referralAccepted(link, stored, decision));
  } catch (error) {
    report(error, { area: 'call', what: 'referral tracking skipped' });
  }
}
