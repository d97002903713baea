import { describe, expect, it } from 'vitest';
import type { Compliance } from '../api/calls/compliance';
import type { SiteKey } from '../config/sites';
import { compliancePlan, isSetText, type CompliancePlan } from './compliance';
import { complianceReach, mayShowComplianceScreens } from '../features/compliance/trigger-rules';

/** The compliance call's documented default (api/defaults.ts), written out: rules tests import no api module. */
const DEFAULT_COMPLIANCE: Compliance = {
  menu: [], business: [],
  limit: {
    isUkLimit: false, isItalyLimit: false, isNlLimit: false, isTr: false, brazilToast: false, ltwToast: false,
    uzbekistanToast: false, showComplianceTips: false, blockedCountry: false, isCopper: false, limitCountry: '', limitCountryToast: '', toastConfig: null,
  },
  toast: { isHkUser: false, withdrawOnly: false, limitCountryUserStatus: '', kycToast: null, euUser: null },
};
type Limit = Partial<Compliance['limit']>;
const answer = (limit: Limit = {}, rest: Partial<Omit<Compliance, 'limit'>> = {}): Compliance =>
  ({ ...DEFAULT_COMPLIANCE, ...rest, limit: { ...DEFAULT_COMPLIANCE.limit, ...limit } });
const TOAST = { content: 'x', textLinks: [], okButton: '', okButtonRouter: '', cancelButton: '' };
const MESSAGE = { code: '', content: '<p>x</p>', title: '', okButton: '', cancelButton: '', okButtonRouter: '', textLinks: [], noCloseButton: false };
const NOTHING: CompliancePlan = { redirect: false, ipTips: false, dialogs: [], banner: false };
const REDIRECT: CompliancePlan = { ...NOTHING, redirect: true };

interface Row { name: string; c: Compliance; site?: SiteKey; lang?: string; address: string; plan: CompliancePlan }

const ROWS: Row[] = [
  { name: 'a plain answer shows nothing', c: answer(), address: '/trade/BTC_USDT', plan: NOTHING },
  // limit_country: the redirect, anywhere but the tips page, on every site.
  { name: 'limit_country redirects', c: answer({ limitCountry: 'US' }), address: '/', plan: REDIRECT },
  { name: 'limit_country redirects on another site too', c: answer({ limitCountry: 'US' }), site: 'turkey', address: '/help', plan: REDIRECT },
  { name: 'limit_country redirects even with the tips flag', c: answer({ limitCountry: 'US', showComplianceTips: true }), address: '/futures/USDT', plan: REDIRECT },
  { name: 'limit_country: no redirect on the tips page; the state-limit modal there', c: answer({ limitCountry: 'US' }), address: '/state_compliance_tips', plan: { ...NOTHING, dialogs: ['state-limit'] } },
  { name: 'the tips page with a trailing slash and a query', c: answer({ limitCountry: 'US' }), address: '/state_compliance_tips/?from=x', plan: { ...NOTHING, dialogs: ['state-limit'] } },
  { name: 'a redirect asks for nothing else', c: answer({ limitCountry: 'US', limitCountryToast: '1', toastConfig: TOAST }, { business: [MESSAGE] }), address: '/', plan: REDIRECT },
  // A governed path on the main site.
  { name: 'a path whose code is in menu redirects', c: answer({}, { menu: ['derivatives'] }), address: '/futures/USDT/BTC_USDT', plan: REDIRECT },
  { name: '… unless the IP tips apply: the bar instead', c: answer({ showComplianceTips: true }, { menu: ['derivatives'] }), address: '/futures/USDT/BTC_USDT', plan: { ...NOTHING, ipTips: true } },
  { name: 'the trade page\'s margin tab is governed by margin', c: answer({}, { menu: ['margin_etf_trade'] }), address: '/trade/BTC_USDT?tab=isolated_margin', plan: REDIRECT },
  { name: 'the spot page is not governed by margin', c: answer({}, { menu: ['margin_etf_trade'] }), address: '/trade/BTC_USDT', plan: NOTHING },
  { name: 'a path whose code is not in menu stays', c: answer({}, { menu: ['nft'] }), address: '/futures/USDT/BTC_USDT', plan: NOTHING },
  { name: 'an ungoverned path stays', c: answer({}, { menu: ['derivatives'] }), address: '/about_us', plan: NOTHING },
  { name: 'the IP tips flag alone shows no bar on an ungoverned path', c: answer({ showComplianceTips: true }, { menu: ['derivatives'] }), address: '/', plan: NOTHING },
  { name: 'another site: menu codes never redirect', c: answer({}, { menu: ['derivatives'] }), site: 'eu', address: '/futures/USDT/BTC_USDT', plan: NOTHING },
  { name: 'another site: no IP tips bar', c: answer({ showComplianceTips: true }, { menu: ['derivatives'] }), site: 'uk', address: '/futures/USDT', plan: NOTHING },
  // Dialogs.
  { name: 'limit_country_toast: the restricted-location modal', c: answer({ limitCountryToast: '1' }), address: '/', plan: { ...NOTHING, dialogs: ['restricted-location'] } },
  { name: 'limit_country_toast "0" is unset', c: answer({ limitCountryToast: '0' }), address: '/', plan: NOTHING },
  // is_blocked_country: a visitor from a restricted location (compliance §6) gets the restricted-location modal.
  { name: 'is_blocked_country: the restricted-location modal', c: answer({ blockedCountry: true }), address: '/', plan: { ...NOTHING, dialogs: ['restricted-location'] } },
  { name: 'is_blocked_country on another site too', c: answer({ blockedCountry: true }), site: 'turkey', address: '/help', plan: { ...NOTHING, dialogs: ['restricted-location'] } },
  { name: 'is_blocked_country with limit_country_toast: the modal once', c: answer({ blockedCountry: true, limitCountryToast: '1' }), address: '/', plan: { ...NOTHING, dialogs: ['restricted-location'] } },
  { name: 'is_blocked_country with limit_country: the redirect first', c: answer({ blockedCountry: true, limitCountry: 'US' }), address: '/', plan: REDIRECT },
  { name: 'is_blocked_country on the tips page: both modals', c: answer({ blockedCountry: true, limitCountry: 'US' }), address: '/state_compliance_tips', plan: { ...NOTHING, dialogs: ['restricted-location', 'state-limit'] } },
  { name: 'UK limit, Chinese page: the UK notice', c: answer({ isUkLimit: true }), lang: 'zh', address: '/', plan: { ...NOTHING, dialogs: ['uk-notice'] } },
  { name: 'UK limit, traditional Chinese page: the UK notice', c: answer({ isUkLimit: true }), lang: 'tw', address: '/', plan: { ...NOTHING, dialogs: ['uk-notice'] } },
  { name: 'UK limit, English page: no UK notice', c: answer({ isUkLimit: true }), lang: 'en', address: '/', plan: NOTHING },
  { name: 'UK limit, Ukrainian page (code uk): no UK notice', c: answer({ isUkLimit: true }), lang: 'uk', address: '/', plan: NOTHING },
  { name: 'toast_config on main: the compliance toast', c: answer({ toastConfig: TOAST }), address: '/', plan: { ...NOTHING, dialogs: ['compliance-toast'] } },
  { name: 'toast_config on another site: no toast', c: answer({ toastConfig: TOAST }), site: 'turkey', address: '/', plan: NOTHING },
  { name: 'every dialog together, in any order (the queue orders them)', c: answer({ limitCountry: 'US', limitCountryToast: 'US', isUkLimit: true, toastConfig: TOAST }), lang: 'zh', address: '/state_compliance_tips', plan: { ...NOTHING, dialogs: ['restricted-location', 'state-limit', 'uk-notice', 'compliance-toast'] } },
  // The banner.
  { name: 'a business message with content: the banner', c: answer({}, { business: [MESSAGE] }), site: 'eu', address: '/', plan: { ...NOTHING, banner: true } },
  { name: 'bare business codes are no banner', c: answer({}, { business: [{ ...MESSAGE, content: '', code: 'button_pilot_account' }] }), address: '/', plan: NOTHING },
  { name: 'the banner beside the IP tips bar', c: answer({ showComplianceTips: true }, { menu: ['nft'], business: [{ ...MESSAGE, content: '', title: 'T' }] }), address: '/nft', plan: { ...NOTHING, ipTips: true, banner: true } },
];

describe('compliancePlan (compliance-and-dialogs.md §4, site-chrome.md §6)', () => {
  it.each(ROWS)('$name', ({ c, site = 'main', lang = 'en', address, plan }) => {
    expect(compliancePlan({ compliance: c, site, lang, address })).toEqual(plan);
  });

  it.each(ROWS)('the lazy screens load whenever the plan shows something: $name', ({ c, site = 'main', lang = 'en', address }) => {
    const plan = compliancePlan({ compliance: c, site, lang, address });
    const shows = plan.redirect || plan.ipTips || plan.banner || plan.dialogs.length > 0;
    if (shows) expect(mayShowComplianceScreens(c, site, lang)).toBe(true);
  });

  it.each(ROWS)('each part the plan shows is one its slots load ahead: $name', ({ c, site = 'main', lang = 'en', address }) => {
    const plan = compliancePlan({ compliance: c, site, lang, address });
    const reach = complianceReach(c, site, lang);
    if (plan.redirect) expect(reach.leave).toBe(true);
    if (plan.banner) expect(reach.banner).toBe(true);
    if (plan.ipTips) expect(reach.ipTips).toBe(true);
    if (plan.dialogs.length > 0) expect(reach.dialogs).toBe(true);
    if (plan.dialogs.includes('compliance-toast')) expect(reach.toast).toBe(true);
  });

  it.each(ROWS)('the toast\'s chunk loads ahead only for an answer that may show it: $name', ({ c, site = 'main', lang = 'en' }) => {
    expect(complianceReach(c, site, lang).toast).toBe(site === 'main' && c.limit.toastConfig !== null);
  });

  it('a plain visitor\'s answer loads nothing', () => {
    expect(mayShowComplianceScreens(DEFAULT_COMPLIANCE, 'main', 'en')).toBe(false);
    expect(mayShowComplianceScreens(answer({ isUkLimit: true, limitCountryToast: '0' }, { business: [{ ...MESSAGE, content: '', code: 'button_pilot_account' }] }), 'main', 'en')).toBe(false);
    expect(mayShowComplianceScreens(answer({ toastConfig: TOAST }, { menu: ['nft'] }), 'eu', 'en')).toBe(false);
  });

  it.each([['', false], ['0', false], ['false', false], ['FALSE', false], ['1', true], ['US', true], ['true', true]] as const)('limit_country_toast %j set: %s', (value, set) => {
    expect(isSetText(value)).toBe(set);
  });
});
