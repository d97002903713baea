import createPurifier, { type Config, type DOMPurify } from 'dompurify';
import { followableUrl } from './navigation';
import { hasTrustedTypes, trustedTypesPolicy } from './trusted-types';

/** A `{key}` of a server text and the URL it links to (CONTRACT §4, business messages). */
export interface KeyLink { key: string; link: string }

/**
 * What server HTML may keep: links and basic formatting, nothing else (no style, class, id,
 * image, form or media, no event handler, no data or ARIA attribute).
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'ul', 'ol', 'li', 'mark', 'small', 'sub', 'sup'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: DOMPurify | null = null;
let allowedOrigins: readonly string[] = [];

/**
 * Our own DOMPurify instance (hooks on the shared default one would reach other users of it). Its
 * hook holds every link to CONTRACT §4's URL rule: a relative path or an allowed origin keeps its
 * href, made absolute on the page (a host `<base href>` must not move it); any other loses it.
 */
function purify(): DOMPurify {
  if (purifier) return purifier;
  const made = createPurifier(window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const url = followableUrl(node.getAttribute('href'), allowedOrigins);
    if (url === null) node.removeAttribute('href');
    else node.setAttribute('href', url);
  });
  purifier = made;
  return made;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A server text (HTML or plain) made safe to insert: each `{key}` of `links` becomes a link named
 * by its key, then DOMPurify keeps links and basic formatting only and the URL rule judges every
 * href. Returns HTML for `dangerouslySetInnerHTML` (TrustedHTML of the SDK's own policy where the
 * browser has Trusted Types: a host requiring them refuses a string); null where DOMPurify cannot
 * run (it would hand its input back untouched) or the host's CSP refuses the policy, so the caller
 * shows the text instead. The one sanitizer of server HTML: the compliance toast and banner, the
 * announcement bar.
 */
export function serverHtml(content: string, links: readonly KeyLink[], origins: readonly string[]): string | TrustedHTML | null {
  const policy = trustedTypesPolicy();
  if (!purify().isSupported || (!policy && hasTrustedTypes())) return null;
  let html = content;
  for (const { key, link } of links) {
    if (!key) continue;
    html = html.split(`{${key}}`).join(`<a href="${escapeHtml(link)}">${escapeHtml(key)}</a>`);
  }
  allowedOrigins = origins;
  // Without Trusted Types, `TRUSTED_TYPES_POLICY: null` keeps DOMPurify from making a policy of its own.
  return policy
    ? purify().sanitize(html, { ...CONFIG, TRUSTED_TYPES_POLICY: policy, RETURN_TRUSTED_TYPE: true })
    : purify().sanitize(html, { ...CONFIG, TRUSTED_TYPES_POLICY: null, RETURN_TRUSTED_TYPE: false });
}
