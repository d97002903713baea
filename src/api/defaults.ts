/**
 * The documented defaults of the calls (CONTRACT §4), kept apart from the decoders so that stores
 * can start with them without pulling the validation code into the first-paint bundle.
 */
import type { PayWithOption, SiteSettings } from './calls/site';
import type { Compliance } from './calls/compliance';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  langList: {}, fiatList: {}, currFiat: 'USD', currencyCount: 2700, rates: {},
  defaultBuyCryptoFiat: 'USD', defaultP2PFiat: 'USD', isServiceHost: false,
};

export const DEFAULT_COMPLIANCE: Compliance = {
  menu: [],
  business: [],
  limit: {
    isUkLimit: false, isItalyLimit: false, isNlLimit: false, isTr: false, brazilToast: false, ltwToast: false,
    uzbekistanToast: false, showComplianceTips: false, blockedCountry: false, isCopper: false, limitCountry: '', limitCountryToast: '',
    toastConfig: null,
  },
  toast: { isHkUser: false, withdrawOnly: false, limitCountryUserStatus: '', kycToast: null, euUser: null },
};

/** buy_crypto_fiat_setting's default: USD with all three methods. */
export const DEFAULT_PAY_WITH: readonly PayWithOption[] = [{ fiat: 'USD', bankTransfer: true, creditCard: true, p2p: true }];
