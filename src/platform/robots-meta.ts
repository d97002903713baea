import { hostCreate, hostGet, hostQuery } from './host-document';

/** The one element the SDK writes outside its shadow roots (README, "What the SDK writes"). */
const OURS = 'meta[name="robots"][data-site-chrome="robots"]';

/**
 * Puts the SDK's `<meta name="robots">` into the host `<head>` with `content`, or takes it away
 * (`null`). A robots meta of the host's own is never touched: search engines apply the most
 * restrictive of several, so ours only ever adds its noindex.
 */
export function setRobotsMeta(content: string | null, doc: Document = document): void {
  const current = hostQuery<HTMLMetaElement>(OURS, doc);
  if (content === null) {
    current?.remove();
    return;
  }
  if (current) {
    current.content = content;
    return;
  }
  const head = hostGet('head', doc);
  if (!head) return;
  const meta = hostCreate('meta', doc);
  meta.name = 'robots';
  meta.content = content;
  meta.setAttribute('data-site-chrome', 'robots');
  head.append(meta);
}
