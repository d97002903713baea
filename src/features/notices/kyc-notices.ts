import { atom, type ReadableAtom } from 'nanostores';
import type { FooterTip } from '../../api/calls/footer-tip';
import { loadSignedInCalls } from '../../api/lazy';
import { readCookie, writeCookie } from '../../platform/cookies';
import { readLocal, writeLocal } from '../../platform/storage';
import { kycTipDue } from '../../rules/kyc';
import {
  UPGRADE_NOTICE_MS, hongKongDue, onceDue, parseStamp, regionalConfirmRoute, regionalNoticeDue,
  riskCookieMaxAge, riskNoticeDue, upgradeNoticeDue, type RegionalNotice,
} from './timing-rules';
import type { RegionalToastKind } from '../../rules/notice-props';
import { $tier } from '../../stores/account';
import { showBar } from '../../stores/bar-actions';
import { $compliance } from '../../stores/compliance';
import { openDialog } from '../../stores/dialogs';
import { settle, type Loadable } from '../../stores/fetched';
import { $api, $pageSetup } from '../../stores/page-setup';
import { $login } from '../../stores/user';

/**
 * The KYC and regional notices (compliance-and-dialogs.md §4, site-chrome.md §3), loaded by
 * notice-trigger.ts only when the compliance answer or the login state says one may show. It
 * decides each by the rules of features/notices/timing-rules.ts, asks the dialog store and the bar store,
 * and keeps what the rules need to remember (cookies and localStorage).
 */

/** Cookie of the KYC upgrade notice (12 h); the risk notice's cookie is named by the server. */
export const UPGRADE_COOKIE = 'kyc_upgrade_notice';
/** localStorage: when each regional dialog was last confirmed (ms), and the once-only Uzbekistan notice. */
export const STORAGE_KEYS = {
  netherlands: 'netherlands_notice',
  uzbekistan: 'uzbekistan_assets_notice',
  hongkong: 'hongkong_notice',
  uzbekistanOnce: 'uzbekistan_notice',
} as const;

/** The KYC tip of the footer-tips call while its bar shows. */
export const $kycTip = atom<FooterTip | null>(null);

/** A stamp cookie that is present but not ours (an older format) counts as just written: it expires by itself. */
const cookieStamp = (name: string, now: number): number | null => {
  const raw = readCookie(name);
  return raw === undefined ? null : parseStamp(raw) ?? now;
};

function whenLoaded<T>(store: ReadableAtom<Loadable<T>>): Promise<T> {
  return new Promise((resolve) => {
    const off = store.subscribe(({ loaded, value }) => {
      if (!loaded) return;
      queueMicrotask(() => off());
      resolve(value);
    });
  });
}

/**
 * Rule dialogs restore no focus to the control that happened to have it. While the page leaves
 * for the compliance tips page the queue itself holds them (rules/dialog-hold.ts, `leaving`).
 */
const ask: typeof openDialog = (name, props) => openDialog(name, props, { trigger: null });

/**
 * Decides every notice at `now` and asks for those due in one go, after the tier has arrived when
 * a regional rule needs it, so the dialog queue orders them together (DIALOG_ORDER). Resolves once
 * asked (notice-trigger.ts then ends the queue's hold for them); `tip` is the tip bar's call, still
 * running alongside.
 */
export async function runNotices(now = Date.now()): Promise<{ tip?: Promise<void> }> {
  const setup = $pageSetup.get();
  const ctx = $api.get();
  const login = $login.get();
  if (!setup || !ctx) return {};
  const { limit, toast } = $compliance.get().value;
  const asks: (() => void)[] = [];

  const toasts: RegionalToastKind[] = [];
  if (limit.brazilToast) toasts.push('brazil');
  if (limit.ltwToast) toasts.push('ltw');
  if (limit.uzbekistanToast && onceDue(readLocal(STORAGE_KEYS.uzbekistanOnce))) toasts.push('uzbekistan');
  if (toasts.length) asks.push(() => ask('regional-toast', { kinds: toasts }));

  let tip: Promise<void> | undefined;
  if (login.status === 'in') {
    const { verified } = login.info;
    const kyc = toast.kycToast;
    if (kyc?.isRiskUser && riskNoticeDue(now, kyc.riskCookieKey ? cookieStamp(kyc.riskCookieKey, now) : null, kyc.riskFrequency)) {
      asks.push(() => ask('kyc-notice', { kind: 'risk', message: kyc.riskMessage, url: kyc.riskUrl, closable: kyc.riskClosable }));
    } else if (kyc?.showUpgradeNotice && upgradeNoticeDue(now, cookieStamp(UPGRADE_COOKIE, now))) {
      asks.push(() => ask('kyc-notice', { kind: 'upgrade' }));
    }
    // A withdraw-only account outside those regions gets the ticket notice in the Hong Kong slot.
    const alone = toast.withdrawOnly && !limit.isNlLimit && !limit.uzbekistanToast;
    if ((toast.isHkUser || alone) && hongKongDue(now, parseStamp(readLocal(STORAGE_KEYS.hongkong)))) {
      asks.push(() => ask('hongkong-notice', { hongKong: toast.isHkUser, withdrawOnly: toast.withdrawOnly }));
    }
    if (kycTipDue(setup.site.key, verified)) tip = showTip(ctx);

    const regional: [RegionalNotice, boolean][] = [['netherlands', limit.isNlLimit], ['uzbekistan', limit.uzbekistanToast]];
    if (regional.some(([, on]) => on)) {
      const tier = (await whenLoaded($tier)).level;
      for (const [kind, on] of regional) {
        if (!on || !regionalNoticeDue(kind, now, { tier, verified, last: parseStamp(readLocal(STORAGE_KEYS[kind])) })) continue;
        const props = { confirmRoute: regionalConfirmRoute(kind, tier, verified), withdrawOnly: toast.withdrawOnly };
        asks.push(() => ask(kind === 'netherlands' ? 'netherlands-notice' : 'uzbekistan-notice', props));
      }
    }
  }
  for (const asking of asks) asking();
  return { tip };
}

/**
 * The footer-tips call (path by site, CONTRACT §4); a tip shows the bar, the empty tip nothing.
 * Resolves once the first answer is known; a failed chunk counts as no tip and is tried again at
 * the next chance (never an unhandled rejection).
 */
function showTip(ctx: NonNullable<ReturnType<typeof $api.get>>): Promise<void> {
  return new Promise((done) => {
    settle(async () => (await loadSignedInCalls()).getFooterTip(ctx), null, (found) => {
      if (found) {
        $kycTip.set(found);
        showBar('kyc-tips');
      }
      done();
    });
  });
}

/** The KYC notice is on screen: its cookie starts the wait before the next one. */
export function kycNoticeShown(kind: 'risk' | 'upgrade', now = Date.now()): void {
  const kyc = $compliance.get().value.toast.kycToast;
  if (kind === 'upgrade') {
    void writeCookie(UPGRADE_COOKIE, String(now), { maxAge: UPGRADE_NOTICE_MS / 1000 });
    return;
  }
  const maxAge = kyc ? riskCookieMaxAge(kyc.riskFrequency) : undefined;
  if (kyc?.riskCookieKey && maxAge) void writeCookie(kyc.riskCookieKey, String(now), { maxAge });
}

/** Confirming a regional dialog stores when (§4); the Hong Kong record lasts its 24 hours. */
export function confirmNotice(kind: RegionalNotice | 'hongkong', now = Date.now()): void {
  writeLocal(STORAGE_KEYS[kind], String(now));
}

/** The once-only Uzbekistan notice has been shown. */
export function uzbekistanNoticeShown(): void {
  writeLocal(STORAGE_KEYS.uzbekistanOnce, '1');
}
