// The `garbage` scenario: HTTP 200 with bodies the SDK must survive. Some are not JSON at all
// (a proxy's HTML page, a cut-off body), the rest are JSON with the wrong types in each field.
// Fixed per path, so a failing test always sees the same body.

const NOT_JSON_HTML = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';

const BODIES = {
  '/api/web/v1/site/settings': '{"code":0,"data":{"lang_list":[1,2],"curr_fiat":42,"fiat_list":"USD","currency_count":"many","curr_fiat_market_rates":{"EUR":"abc"}}}',
  '/api/web/v1/compliance/check': '{"code":0,"data":{"menu":"deposit","business":[null,1,{"content":5,"text_link":"terms"}],"limit":[],"toast":"x"}}',
  '/api/web/v1/usercenter/get_info': '{"code":0,"data":{"uid":{"id":1},"nickname":["Satoshi"],"is_sub":"yes","verified":null}}',
  // A string `data` that is not JSON: exercises the "data may be a JSON string" path.
  '/api/web/v1/usercenter/get_user_tier': '{"code":0,"data":"{tier_level: 3"}',
  '/apiw/v2/account/total_funds': '{"code":0,"data":{"total_btc":{},"total_usd":[1]}}',
  '/api/web/v1/site/fullsiteBulletin': '{"code":0,"data":{"index":{"content_id":[],"content":{"x":1},"link":42},"trade":"oops"}}',
  '/api/web/v1/site/currFiatMarketRates': '{"code":0,"data":["USD",1]}',
  '/api/web/v1/c2c/buy_crypto_fiat_setting': '{"code":0,"data":[{"fiat":1,"bank_transfer":"yes"},null]}',
  '/apiw/v2/herald/get_notice_record': '{"code":0,"data":{"list":[{"msg_id":null,"title":5,"extras":"none"},7]}}',
  '/apiw/v2/market/spots': '{"code":200,"data":[["BTC_USDT"],null,42,{"pair":"ETH_USDT"},["SOL_USDT","Solana","x","y"]]}',
  '/apiw/v2/market/futures': '{"code":200,"data":[{"settle":1,"list":"BTC_USDT"},{"settle":"usdt","list":[null,{"name":5}]}]}',
  '/apiw/v2/pilot/markets': '{"code":200,"data":[{"name":"MOODENG","address":',
  '/apiw/v2/pre-market/service/currencies/simple-info': '{"code":0,"data":{"list":"none"}}',
  '/apiw/v2/pre-mint/service/currencies/simple-info': '{"code":0,"data":{"list":[1,2,3]}}',
  '/apiw/v2/common/tabs': '{"code":200,"data":{"key":"spot"}}',
  '/apiw/v2/unified/account_mode': '{"code":0,"data":{"mode":7,"settings":"none"}}',
  '/apiweb/v1/spot/cross_margin/info': '{"code":0,"data":"oops"}',
  '/api/web/v1/usercenter/logoutAll': NOT_JSON_HTML,
  '/api/web/v1/usercenter/logout': NOT_JSON_HTML,
  '/logout': NOT_JSON_HTML,
  '/apiweb/v1/user/get_user_frequency': '{"code":0,"data":{"frequency":"often"}}',
  '/json_svr/query_safe': '{"result":"true","msg":7}',
  '/api/web/v1/kyc/footerTipsCheck': '{"resMsg":"ok","datas":{"0":1}}',
  '/json_svr/footer_tips_check': 'null',
  '/api/web/v1/rebate/get_user_info': '{"code":0,"data":{"kol_code":',
  '/api/web/v1/rebate/verify_invite_info': '{"code":"zero"}',
  '/api/web/v1/welfare/newbiePrizeGuide': '{"code":0,"data":{"prize_num":{"value":10000}}}',
  '/js/tool/coin_icon_whitelist.json': NOT_JSON_HTML,
  '/js/tool/page_download_links.json': '{"android":5,"ios":["x"]}',
};

/** `{ body, contentType }` of the malformed answer for a path. */
export function garbageFor(pathname) {
  if (pathname.startsWith('/images/coin_icon/')) {
    return { body: 'GIF89a this is not a png', contentType: 'image/png' };
  }
  return { body: BODIES[pathname] ?? '{"code":0,"data":"oops"}', contentType: 'application/json; charset=utf-8' };
}
