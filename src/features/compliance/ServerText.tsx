/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { serverHtml, type KeyLink } from '../../platform/server-html';
import { useSite } from '../../root/useSite';

interface Props {
  id?: string;
  content: string;
  links: readonly KeyLink[];
  styles?: SerializedStyles;
}

/**
 * Server HTML (the compliance toast, the business banner) as DOMPurify leaves it: links and basic
 * formatting, each `{key}` a link of `text_link`, every href under the URL rule (platform/server-html.ts).
 */
export function ServerText({ id, content, links, styles }: Props) {
  const { site } = useSite();
  const html = useMemo(() => serverHtml(content, links, site.anti), [content, links, site.anti]);
  // Where DOMPurify cannot run, the text without its markup (never the raw HTML).
  if (html === null) return <div id={id} css={styles}>{content.replace(/<[^>]*>/g, '')}</div>;
  return <div id={id} css={styles} dangerouslySetInnerHTML={{ __html: html }} />;
}
