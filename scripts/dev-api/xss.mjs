// The `xss` scenario: every text and link the server sends carries a script-injection attempt.
// Each payload sets window.__xss when it runs, so a test can check that nothing ran.

export const XSS_PAYLOADS = Object.freeze([
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '<svg onload=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '"><img src=x onerror=window.__xss=1>',
]);
export const XSS_URL = 'javascript:window.__xss=1';
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
 * A copy of `value` with payloads appended to text fields and links replaced by `javascript:`.
 * `extraTextKeys` adds keys that are labels only in some answers (e.g. `name` of a tab, which
 * elsewhere is an identifier such as a contract name).
 */
export function xssify(value, extraTextKeys = []) {
  const textKeys = new Set([...TEXT_KEYS, ...extraTextKeys]);
  let count = 0;
  const nextPayload = () => XSS_PAYLOADS[count++ % XSS_PAYLOADS.length];
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
    if (URL_KEYS.has(key)) return XSS_URL;
    if (IMAGE_KEYS.has(key)) return XSS_IMAGE_URL;
    return node;
  };
  return walk(value, '');
}

/** Spot rows are arrays, so the walker cannot see field names: poison name and icon by index. */
export function xssifySpotRows(rows, poisonedRows = 40) {
  return rows.map((row, index) => {
    if (index >= poisonedRows) return row;
    const copy = [...row];
    copy[1] = `${row[1]} ${XSS_PAYLOADS[index % XSS_PAYLOADS.length]}`;
    if (index % 4 === 0) copy[12] = XSS_IMAGE_URL;
    return copy;
  });
}
