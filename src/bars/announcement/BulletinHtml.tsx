/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { sanitizeBulletinHtml } from './sanitize';

/**
 * A bulletin the server sent as HTML, sanitized (./sanitize.ts). Its own chunk with DOMPurify, so
 * a plain-text bulletin never downloads the sanitizer. Where DOMPurify cannot run, the raw text.
 */
export default function BulletinHtml({ html, anti }: { html: string; anti: readonly string[] }) {
  const clean = useMemo(() => sanitizeBulletinHtml(html, anti), [html, anti]);
  // Sanitized: DOMPurify, an inline-only allow list, and links held to the URL rule.
  return clean === null ? <>{html}</> : <span dangerouslySetInnerHTML={{ __html: clean }} />;
}
