/** @jsxImportSource @emotion/react */
import type { MouseEvent } from 'react';
import { css } from '@emotion/react';
import { useT } from '../root/useT';
import { onPageOrigin, useHref } from '../root/useSite';
import { targetUrl, type FooterColumn, type FooterLink } from '../config/footers';
import * as s from './styles';

/** The arrow after an external link, mirrored right to left. */
const externalGlyph = css`
  opacity: 0.6;
  flex: none;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export type InterceptHandler = (event: MouseEvent<HTMLAnchorElement>) => void;

const ExternalMark = () => (
  <svg width="11" height="11" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true" focusable="false" css={externalGlyph}>
    <path d="M4.5 2.5h5v5M9.5 2.5 3 9" />
  </svg>
);

/** One footer link: site routes get the language prefix; documents and other sites open in a new tab. */
export function FooterLinkView({ link, onIntercept }: { link: FooterLink; onIntercept: InterceptHandler }) {
  const { t } = useT();
  const href = useHref();
  const { target } = link;
  const url = target.kind === 'route' ? href(target.path) : onPageOrigin(targetUrl(link));
  const newTab = target.kind === 'doc' || target.kind === 'external';
  return (
    <a
      href={url}
      css={s.link}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={link.intercept ? onIntercept : undefined}
      data-track-target={link.id}
    >
      {t(link.label, link.vars)}
      {newTab && <ExternalMark />}
    </a>
  );
}

export function LinkList({ column, onIntercept }: { column: FooterColumn; onIntercept: InterceptHandler }) {
  return (
    <ul css={s.linkList} data-track="footer_link">
      {column.links.map((link) => (
        <li key={link.id}><FooterLinkView link={link} onIntercept={onIntercept} /></li>
      ))}
    </ul>
  );
}

export interface ColumnsProps {
  columns: readonly FooterColumn[];
  onIntercept: InterceptHandler;
  /** Secondary lists (coin lists) use a smaller heading. */
  small?: boolean;
}

/** Desktop: every column open under its heading. */
export function DesktopColumns({ columns, onIntercept, small }: ColumnsProps) {
  const { t } = useT();
  return (
    <>
      {columns.map((column) => (
        <div key={column.id}>
          <h2 css={small ? s.smallHeading : s.heading}>{t(column.label)}</h2>
          <LinkList column={column} onIntercept={onIntercept} />
        </div>
      ))}
    </>
  );
}
