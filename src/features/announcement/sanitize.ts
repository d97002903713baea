import { serverHtml } from '../../platform/server-html';

/**
 * A bulletin sent as HTML made safe to show, through the one server-HTML sanitizer of the chrome
 * (platform/server-html.ts: DOMPurify keeping links and basic formatting, every href held to the
 * URL rule). Null where DOMPurify cannot run: the bar then shows the text.
 */
export function sanitizeBulletinHtml(html: string, anti: readonly string[]): string | TrustedHTML | null {
  return serverHtml(html, [], anti);
}
