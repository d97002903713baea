import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';

/**
 * runNotices' decisions, with the stores fresh for each case (the compliance answer, the login
 * state, the tier and the footer tip through a mocked fetch) and a fixed `now`.
 */
const NOW = Date.UTC(2026, 2, 1, 8);
const HOUR = 3_600_000;

interface Case {
  limit?: Record<string, unknown>;
  toast?: Record<string, unknown>;
  kyc?: Record<string, unknown>;
  loggedIn?: boolean;
  verified?: number;
  tier?: number;
  site?: 'main' | 'testnet' | 'hongkong';
  tip?: boolean;
  /** The signed-in calls' chunk fails its first load (then loads). */
  chunkFailsOnce?: boolean;
  storage?: Record<string, string>;
  cookies?: Record<string, string>;
}

async function run(c: Case) {
  vi.resetModules();
  window.localStorage.clear();
  for (const [k, v] of Object.entries(c.storage ?? {})) window.localStorage.setItem(k, v);
  for (const name of document.cookie.split(';').map((p) => p.split('=')[0]!.trim()).filter(Boolean)) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  for (const [k, v] of Object.entries(c.cookies ?? {})) document.cookie = `${k}=${v}; path=/`;
  const requests = mockFetch((url) => {
    if (url.includes('compliance/check')) return json({ code: 0, data: { limit: c.limit ?? {}, toast: { ...c.toast, kyc_toast: c.kyc ?? null } } });
    if (url.includes('get_user_tier')) return json({ code: 0, data: { tier_level: c.tier ?? 0 } });
    if (url.includes('ooter')) return json({ resMsg: { code: 0 }, datas: c.tip ? [{ content: 'Verify now to unlock withdrawals', link: '/myaccount/kyc_home' }] : [] });
    return json({ code: 1 });
  });
  if (c.chunkFailsOnce) {
    vi.doMock('../../api/lazy', async (importOriginal) => {
      const real = await importOriginal<typeof import('../../api/lazy')>();
      let tries = 0;
      return { ...real, loadSignedInCalls: () => (tries++ === 0 ? Promise.reject(new Error('timed out')) : real.loadSignedInCalls()) };
    });
  } else vi.doUnmock('../../api/lazy');
  const { setTestPage } = await import('../../test/page-setup');
  const { SITES } = await import('../../config/sites');
  setTestPage({ site: SITES[c.site ?? 'main'], isLogin: false });
  const { $login } = await import('../../stores/user');
  // Mounted first: its own start (logged out, from the hint) is over before the case's state is set.
  const offLogin = $login.listen(() => undefined);
  $login.set(c.loggedIn === false ? { status: 'out' } : {
    status: 'in', info: { uid: '1', nickname: 'a', userNick: '', avatar: '', verified: c.verified ?? 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' },
  });
  const { $compliance } = await import('../../stores/compliance');
  const off = $compliance.listen(() => undefined);
  await vi.waitFor(() => expect($compliance.get().loaded).toBe(true), { timeout: 10_000 });
  const store = await import('./kyc-notices');
  // Resolves once the notices are asked for (the queue's hold ends then); the tip's call may still run.
  const { tip } = await store.runNotices(NOW);
  await tip;
  const { $dialogs } = await import('../../stores/dialogs');
  const { $bars } = await import('../../stores/bars');
  off();
  offLogin();
  const asked = $dialogs.get().waiting.map((w) => ({ name: w.name, props: w.props as unknown }));
  return { asked, names: asked.map((a) => a.name), bars: $bars.get(), tip: store.$kycTip.get(), requests: requests.map((r) => new URL(r.url, 'http://x').pathname) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const RISK = { is_risk_user: 1, risk_user_guide_frequency: 24, risk_user_guide_cookie_key: 'risk_user_guide_1', risk_user_guide_msg: 'Please verify', risk_user_guide_be_closed: 1, risk_user_guide_url: '/myaccount/kyc_home' };

describe('runNotices', () => {
  it.each<[string, Case, string[]]>([
    ['nothing for a plain user', {}, []],
    ['the risk notice when its cookie is absent', { kyc: RISK }, ['kyc-notice']],
    ['no risk notice while its cookie holds a recent time', { kyc: RISK, cookies: { risk_user_guide_1: String(NOW - HOUR) } }, []],
    ['the risk notice once its hours have passed', { kyc: RISK, cookies: { risk_user_guide_1: String(NOW - 25 * HOUR) } }, ['kyc-notice']],
    ['a cookie of an older format counts as just shown', { kyc: RISK, cookies: { risk_user_guide_1: 'yes' } }, []],
    ['frequency 0 shows every time', { kyc: { ...RISK, risk_user_guide_frequency: 0 }, cookies: { risk_user_guide_1: String(NOW - 1) } }, ['kyc-notice']],
    ['the upgrade notice', { kyc: { show_kyc_upgrade_notice: 1 } }, ['kyc-notice']],
    ['no upgrade notice within 12 h', { kyc: { show_kyc_upgrade_notice: 1 }, cookies: { kyc_upgrade_notice: String(NOW - 11 * HOUR) } }, []],
    ['no KYC notice for a visitor', { kyc: RISK, loggedIn: false }, []],
    ['Hong Kong', { toast: { is_hk_user: 1 } }, ['hongkong-notice']],
    ['Hong Kong confirmed 23 h ago', { toast: { is_hk_user: 1 }, storage: { hongkong_notice: String(NOW - 23 * HOUR) } }, []],
    ['withdraw-only alone', { toast: { is_withdraw_only_user: 1 } }, ['hongkong-notice']],
    ['withdraw-only in the Netherlands: one notice', { toast: { is_withdraw_only_user: 1 }, limit: { is_nl_limit: 1 } }, ['netherlands-notice']],
    ['Netherlands, tier 12 confirmed 29 days ago', { limit: { is_nl_limit: 1 }, tier: 12, storage: { netherlands_notice: String(NOW - 29 * 24 * HOUR) } }, []],
    ['Netherlands, tier 3 confirmed 1 h ago', { limit: { is_nl_limit: 1 }, tier: 3, storage: { netherlands_notice: String(NOW - HOUR) } }, ['netherlands-notice']],
    ['Uzbekistan, a company confirmed a day ago', { limit: { is_uzbekistan_toast: 1 }, verified: 3, storage: { uzbekistan_assets_notice: String(NOW - 24 * HOUR), uzbekistan_notice: '1' } }, []],
    ['Uzbekistan, low tier: the notice and the once-only toast', { limit: { is_uzbekistan_toast: 1 } }, ['regional-toast', 'uzbekistan-notice']],
    ['a visitor gets the regional toasts only', { limit: { brazil_toast: 1, ltw_toast: 1, is_nl_limit: 1 }, loggedIn: false }, ['regional-toast']],
  ])('%s', async (_name, c, names) => {
    expect((await run(c)).names.sort()).toEqual([...names].sort());
  });

  it('passes the server message, guide and closability to the risk notice', async () => {
    const { asked } = await run({ kyc: { ...RISK, risk_user_guide_be_closed: 0 } });
    expect(asked[0]?.props).toEqual({ kind: 'risk', message: 'Please verify', url: '/myaccount/kyc_home', closable: false });
  });

  it('a low tier confirms to the USDT withdrawal; a high tier nowhere', async () => {
    expect((await run({ limit: { is_nl_limit: 1 }, tier: 10 })).asked[0]?.props).toEqual({ confirmRoute: '/myaccount/withdraw/USDT', withdrawOnly: false });
    expect((await run({ limit: { is_nl_limit: 1 }, tier: 11 })).asked[0]?.props).toEqual({ confirmRoute: null, withdrawOnly: false });
  });

  it('the Uzbekistan toast lists only the flags set, and not Uzbekistan once shown', async () => {
    const { asked } = await run({ limit: { brazil_toast: 1, is_uzbekistan_toast: 1 }, loggedIn: false, storage: { uzbekistan_notice: '1' } });
    expect(asked).toEqual([{ name: 'regional-toast', props: { kinds: ['brazil'] } }]);
  });

  it.each([
    ['main', '/api/web/v1/kyc/footerTipsCheck'],
    ['hongkong', '/json_svr/footer_tips_check'],
  ] as const)('the tip bar on %s from %s while KYC2 is not done', async (site, path) => {
    const result = await run({ site, verified: 2, tip: true });
    expect(result.requests).toContain(path);
    expect(result.bars).toEqual(['kyc-tips']);
    expect(result.tip?.content).toBe('Verify now to unlock withdrawals');
  });

  it.each<[string, Case]>([
    ['KYC2 done', { verified: 1, tip: true }],
    ['testnet', { site: 'testnet', verified: 0, tip: true }],
    ['the empty tip', { verified: 0, tip: false }],
  ])('no tip bar: %s', async (_name, c) => {
    expect((await run(c)).bars).toEqual([]);
  });
});

describe('the tip when the signed-in calls fail to load', () => {
  it('counts as no tip (no unhandled rejection), then shows at the next chance', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await run({ verified: 2, tip: true, chunkFailsOnce: true });
    expect(result.bars).toEqual([]);
    expect(warn).toHaveBeenCalled();
    // The visitor's next interaction is the next chance (platform/chunk nextChance).
    window.dispatchEvent(new Event('pointerdown'));
    const { $bars } = await import('../../stores/bars');
    await vi.waitFor(() => expect($bars.get()).toEqual(['kyc-tips']));
    warn.mockRestore();
  });
});
