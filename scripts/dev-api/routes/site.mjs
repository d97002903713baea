// Site-wide calls (settings, compliance, content) and the static files next to them.
import { buyCryptoFiatSetting, fiatRates, siteSettings } from '../fixtures/site.mjs';
import { complianceCheck } from '../fixtures/compliance.mjs';
import { announcements, footerTips } from '../fixtures/content.mjs';
import { COIN_ICON_WHITELIST, PAGE_DOWNLOAD_LINKS } from '../fixtures/static.mjs';
import { COIN_ICON_PATH } from '../fixtures/coins.mjs';
import { hasCoinIcon } from '../fixtures/icons.mjs';
import { coinIconPng } from '../png.mjs';
import { bare, failure, ok } from './reply.mjs';
import { xssifyLinkMap } from '../xss.mjs';

// verify_invite_info answers: accepted, already bound to an inviter, unknown code.
const INVITE_DUPLICATE_CODE = 10530135;
const INVITE_INVALID_CODE = 1001;

function verifyInvite(ctx) {
  const code = ctx.query.get('invite_code') ?? '';
  if (code.startsWith('OK')) return { json: { code: 0, message: 'Success' } };
  if (code.startsWith('DUP')) return { json: { code: INVITE_DUPLICATE_CODE, message: 'This account already has an inviter' } };
  return { json: { code: INVITE_INVALID_CODE, message: 'Invalid invitation code' } };
}

/** The newbie prize: "10,000" (the popup's own default, too), or the scenario's amount or failure. */
function newbiePrize(ctx) {
  if (ctx.state.newbiePrize === 'error') return { ...failure(500, 'Internal Server Error (dev scenario "newbie-prize-error")'), status: 500 };
  return ok({ prize_num: ctx.state.newbiePrize ?? '10,000' });
}

const footerTipsRoute = { handle: (ctx) => bare(footerTips(ctx.state)) };

export const SITE_ROUTES = {
  '/api/web/v1/site/settings': { handle: (ctx) => ok(siteSettings(ctx.cookies.curr_fiat)) },
  '/api/web/v1/compliance/check': { handle: (ctx) => ok(complianceCheck(ctx.state)) },
  '/api/web/v1/site/fullsiteBulletin': { handle: (ctx) => ok(announcements(ctx.state)) },
  '/api/web/v1/site/currFiatMarketRates': { handle: () => ok(fiatRates()) },
  '/api/web/v1/c2c/buy_crypto_fiat_setting': { handle: () => ok(buyCryptoFiatSetting()) },
  '/api/web/v1/kyc/footerTipsCheck': footerTipsRoute,
  '/json_svr/footer_tips_check': footerTipsRoute,
  '/api/web/v1/rebate/verify_invite_info': { handle: verifyInvite },
  '/api/web/v1/welfare/newbiePrizeGuide': { handle: newbiePrize },
  '/js/tool/coin_icon_whitelist.json': { handle: () => bare({ ...COIN_ICON_WHITELIST }) },
  '/js/tool/page_download_links.json': { handle: () => bare(structuredClone(PAGE_DOWNLOAD_LINKS)), xss: xssifyLinkMap },
};

/** Coin icons: a generated icon for every coin the fixtures list; any other name is a 404. */
export const COIN_ICON_ROUTE = {
  matches: (pathname) => COIN_ICON_PATH.test(pathname),
  handle: (ctx) => {
    const coin = COIN_ICON_PATH.exec(ctx.pathname)[1];
    if (!hasCoinIcon(coin)) return { ...failure(404, 'Not found'), status: 404 };
    return { bytes: coinIconPng(coin), contentType: 'image/png' };
  },
};
