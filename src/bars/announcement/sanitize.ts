import DOMPurify from 'dompurify';
import { followableUrl } from './html';

/** What a bulletin may carry: inline text formatting and links, nothing that runs or loads. */
const ALLOWED_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'br', 'mark', 'small', 'sub', 'sup'];
const ALLOWED_ATTR = ['href'];

/**
 * Server HTML made safe to show: DOMPurify with an inline-only allow list (no script, handler,
 * style, image or form survives), then every link's target held to the URL rule; a link that
 * fails it keeps its text and loses its href. Null where DOMPurify cannot run.
 */
export function sanitizeBulletinHtml(html: string, anti: readonly string[]): string | null {
  // Where DOMPurify cannot work it returns its input as it is: the caller shows text instead.
  if (!DOMPurify.isSupported) return null;
  const body = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM: true }) as HTMLElement;
  for (const link of Array.from(body.querySelectorAll<HTMLAnchorElement>('a'))) {
    const target = followableUrl(link.getAttribute('href'), anti);
    if (target) link.setAttribute('href', target);
    else link.removeAttribute('href');
  }
  return body.innerHTML;
}
