// The `xss` scenario: every text and link the server sends carries a script-injection attempt.
// Each payload sets window.__xss when it runs, so a test can check that nothing ran.

// The corpus. Every entry sets window.__xss when it runs, whatever the way it would run: as
// HTML in innerHTML, inside an attribute, after a sanitizer (mutation XSS), or in a URL.
// A new trick is one line here; every server text the chrome shows gets it (see `offset`).
export const XSS_PAYLOADS = Object.freeze([
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '"><img src=x onerror=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="0" y="20">svg link</text></a></svg>',
  '<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s>',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss=1">math</maction></math>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=window.__xss=1>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<details open ontoggle=window.__xss=1>',
  '<input autofocus onfocus=window.__xss=1>',
  '<body onload=window.__xss=1>',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<img src=x onerror=window.__xss=1 <b>broken',
  '</textarea></title></style><script>window.__xss=1</script>',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '{{constructor.constructor("window.__xss=1")()}}',
]);
// Links the server may send: none of them may be followed (CONTRACT §4 URL rule).
export const XSS_URLS = Object.freeze([
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' \tjavascript:window.__xss=1',
  'java\nscript:window.__xss=1',
  'data:text/html,<script>parent.__xss=1</script>',
  'vbscript:window.__xss=1',
  '//evil.example/xss',
  '/\\evil.example/xss',
  'https://evil.example/xss',
]);
export const XSS_URL = XSS_URLS[0];
// Breaks out of an attribute if an image URL is pasted into markup unescaped.
export const XSS_IMAGE_URL = 'x" onerror="window.__xss=1';

const TEXT_KEYS = new Set([
  'nickname', 'user_nick', 'title', 'content', 'notice_content', 'msg', 'ok_button', 'cancel_button',
  'fiat', 'symbol', 'coin_name', 'full_name', 'risk_user_guide_msg', 'country', 'kol_code',
  'prize_num', 'show_pair', 'message',
]);
const URL_KEYS = new Set(['link', 'url', 'web_url', 'ok_button_router', 'risk_user_guide_url', 'seo_path']);
const IMAGE_KEYS = new Set(['icon', 'chain_icon', 'user_avatar']);
// Objects whose every value is a display label (code → label).
const LABEL_MAP_KEYS = new Set(['lang_list']);

/**
 * A copy of `value` with corpus payloads appended to text fields and links replaced by corpus
 * URLs, in turn. `extraTextKeys` adds keys that are labels only in some answers (e.g. `name` of a
 * tab, which elsewhere is an identifier such as a contract name). `offset` starts the turn at
 * another entry (the `dev_xss` cookie), so a test can send every entry through every field.
 */
export function xssify(value, extraTextKeys = [], offset = 0) {
  const textKeys = new Set([...TEXT_KEYS, ...extraTextKeys]);
  let count = offset;
  let urls = offset;
  const nextPayload = () => XSS_PAYLOADS[count++ % XSS_PAYLOADS.length];
  const nextUrl = () => XSS_URLS[urls++ % XSS_URLS.length];
  const walk = (node, key) => {
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([childKey, child]) => [
        childKey,
        LABEL_MAP_KEYS.has(childKey) && child && typeof child === 'object'
          ? Object.fromEntries(Object.entries(child).map(([code, label]) => [code, `${label} ${nextPayload()}`]))
          : walk(child, childKey),
      ]));
    }
    if (typeof node !== 'string') return node;
    if (textKeys.has(key)) return `${node} ${nextPayload()}`;
    if (URL_KEYS.has(key)) return nextUrl();
    if (IMAGE_KEYS.has(key)) return XSS_IMAGE_URL;
    return node;
  };
  return walk(value, '');
}

/** Spot rows are arrays, so the walker cannot see field names: poison name and icon by index. */
export function xssifySpotRows(rows, poisonedRows = 40, offset = 0) {
  return rows.map((row, index) => {
    if (index >= poisonedRows) return row;
    const copy = [...row];
    copy[1] = `${row[1]} ${XSS_PAYLOADS[(index + offset) % XSS_PAYLOADS.length]}`;
    if (index % 4 === 0) copy[12] = XSS_IMAGE_URL;
    return copy;
  });
}

/** A map whose every value is a link (download links by platform, nested by OS): each link gets a
 * corpus URL; `version` stays a version. */
export function xssifyLinkMap(map, _unused, offset = 0) {
  let index = offset;
  const walk = (node) => Object.fromEntries(Object.entries(node).map(([key, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) return [key, walk(value)];
    if (typeof value !== 'string' || key === 'version') return [key, value];
    return [key, XSS_URLS[index++ % XSS_URLS.length]];
  }));
  return walk(map);
}
