import * as v from 'valibot';
import { DEFAULT_COMPLIANCE } from '../defaults';
import { decode, flag, flagOrText, lenient, listEach, optFlag, optNum, optText, text, unwrap } from '../decode';
import { defineCall } from '../define';
import { riskCookieName } from '../notice-cookie';

const textLink = v.object(lenient({ key: text, link: optText }));
const links = listEach(textLink);

const businessSchema = v.object(lenient({
  content: optText,
  title: optText,
  ok_button: optText,
  cancel_button: optText,
  ok_button_router: optText,
  text_link: links,
  no_close_button: optFlag,
  /** Some answers carry plain codes such as `button_pilot_account` instead of messages. */
  code: optText,
}));

const toastConfig = v.object(lenient({
  content: optText,
  text_link: links,
  ok_button: optText,
  ok_button_router: optText,
  cancel_button: optText,
}));

/** compliance-and-dialogs.md §3's KYC toast; a cookie key that is not a plain cookie name reads as none. */
const kycToastSchema = v.looseObject(lenient({
  is_risk_user: optFlag, show_kyc_upgrade_notice: optFlag, risk_user_guide_frequency: optNum(),
  risk_user_guide_cookie_key: optText, risk_user_guide_msg: optText, risk_user_guide_be_closed: optFlag,
  risk_user_guide_url: optText,
}));

const complianceSchema = v.object(lenient({
  menu: listEach(text),
  business: listEach(v.union([text, businessSchema])),
  limit: v.optional(v.nullable(v.looseObject(lenient({
    is_uk_limit: optFlag, is_italy_limit: optFlag, is_nl_limit: optFlag, is_tr: optFlag,
    brazil_toast: optFlag, ltw_toast: optFlag, is_uzbekistan_toast: optFlag,
    is_show_compliance_tips: optFlag, is_blocked_country: optFlag,
    /** A Copper (institutional custody) account: the common data's `is_copper` (site-chrome.md §3). */
    is_copper: optFlag,
    /** "A flag or a text" (rules/compliance.ts): `true` sets it. */
    limit_country: optText, limit_country_toast: v.pipe(v.optional(v.nullable(flagOrText)), v.transform((x) => x ?? '')),
    toast_config: v.optional(v.nullable(toastConfig), null),
  }))), null),
  toast: v.optional(v.nullable(v.looseObject(lenient({
    is_hk_user: optFlag, is_withdraw_only_user: optFlag,
    /** The visitor's region is the EU (1) or not (0); absent: unknown, no switch-site prompt. */
    is_eu_user: v.optional(v.nullable(flag)),
    limit_country_user_status: optText,
    kyc_toast: v.optional(v.nullable(kycToastSchema), null),
  }))), null),
}));

export interface TextLink { key: string; link: string }

export interface KycToast {
  isRiskUser: boolean;
  showUpgradeNotice: boolean;
  /** Hours between two risk notices; 0 = every page load. */
  riskFrequency: number;
  riskCookieKey: string;
  riskMessage: string;
  /** The risk notice may be closed without following the guide. */
  riskClosable: boolean;
  riskUrl: string;
}

export interface BusinessMessage {
  code: string;
  content: string;
  title: string;
  okButton: string;
  cancelButton: string;
  okButtonRouter: string;
  textLinks: TextLink[];
  noCloseButton: boolean;
}

export interface Compliance {
  menu: string[];
  business: BusinessMessage[];
  limit: {
    isUkLimit: boolean; isItalyLimit: boolean; isNlLimit: boolean; isTr: boolean;
    brazilToast: boolean; ltwToast: boolean; uzbekistanToast: boolean;
    showComplianceTips: boolean;
    /** The visitor's location is a blocked country: the restricted-location modal (rules/compliance.ts). */
    blockedCountry: boolean;
    /** A Copper account: its NFT entry is hidden (rules/menu-visibility.ts hiddenMenuCodes). */
    isCopper: boolean;
    limitCountry: string; limitCountryToast: string;
    toastConfig: { content: string; textLinks: TextLink[]; okButton: string; okButtonRouter: string; cancelButton: string } | null;
  };
  toast: { isHkUser: boolean; withdrawOnly: boolean; limitCountryUserStatus: string; kycToast: KycToast | null;
    /** null: the answer does not say (the switch-site prompts then stay silent). */
    euUser: boolean | null };
}


const DEFAULT_BUSINESS: BusinessMessage = {
  code: '', content: '', title: '', okButton: '', cancelButton: '', okButtonRouter: '', textLinks: [], noCloseButton: false,
};

const toLinks = (list: readonly { key: string; link?: string | undefined }[] | null | undefined): TextLink[] =>
  (list ?? []).map((l) => ({ key: l.key, link: l.link ?? '' }));

const kycToast = (k: v.InferOutput<typeof kycToastSchema>): KycToast => {
  const key = k.risk_user_guide_cookie_key ?? '';
  return {
    isRiskUser: k.is_risk_user ?? false, showUpgradeNotice: k.show_kyc_upgrade_notice ?? false,
    riskFrequency: k.risk_user_guide_frequency ?? 0, riskCookieKey: riskCookieName(key),
    riskMessage: k.risk_user_guide_msg ?? '', riskClosable: k.risk_user_guide_be_closed ?? false,
    riskUrl: k.risk_user_guide_url ?? '',
  };
};

export function decodeCompliance(raw: unknown): Compliance {
  const d = decode(complianceSchema, unwrap(raw) ?? {});
  const l = d.limit;
  const t = d.toast;
  return {
    menu: d.menu ?? [],
    business: (d.business ?? []).map((b) => typeof b === 'string'
      ? { ...DEFAULT_BUSINESS, code: b }
      : {
        code: b.code ?? '', content: b.content ?? '', title: b.title ?? '', okButton: b.ok_button ?? '',
        cancelButton: b.cancel_button ?? '', okButtonRouter: b.ok_button_router ?? '',
        textLinks: toLinks(b.text_link), noCloseButton: b.no_close_button ?? false,
      }),
    limit: l ? {
      isUkLimit: l.is_uk_limit ?? false, isItalyLimit: l.is_italy_limit ?? false, isNlLimit: l.is_nl_limit ?? false,
      isTr: l.is_tr ?? false, brazilToast: l.brazil_toast ?? false, ltwToast: l.ltw_toast ?? false,
      uzbekistanToast: l.is_uzbekistan_toast ?? false, showComplianceTips: l.is_show_compliance_tips ?? false,
      blockedCountry: l.is_blocked_country ?? false, isCopper: l.is_copper ?? false, limitCountry: l.limit_country ?? '',
      limitCountryToast: l.limit_country_toast ?? '',
      toastConfig: l.toast_config ? {
        content: l.toast_config.content ?? '', textLinks: toLinks(l.toast_config.text_link),
        okButton: l.toast_config.ok_button ?? '', okButtonRouter: l.toast_config.ok_button_router ?? '',
        cancelButton: l.toast_config.cancel_button ?? '',
      } : null,
    } : DEFAULT_COMPLIANCE.limit,
    toast: t ? {
      isHkUser: t.is_hk_user ?? false, withdrawOnly: t.is_withdraw_only_user ?? false,
      limitCountryUserStatus: t.limit_country_user_status ?? '', kycToast: t.kyc_toast ? kycToast(t.kyc_toast) : null,
      euUser: t.is_eu_user ?? null,
    } : DEFAULT_COMPLIANCE.toast,
  };
}

export const getCompliance = defineCall({
  path: '/api/web/v1/compliance/check', decode: decodeCompliance, fallback: DEFAULT_COMPLIANCE,
});
