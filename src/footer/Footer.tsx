import { lazy, Suspense } from 'react';
import { css } from '@emotion/react';
import { mq } from '../theme/tokens';
import { withMessages } from '../i18n/catalogs';

/*
 * The footer sits below the fold, so its content (every regional footer, its English messages,
 * the icons) loads as a lazy chunk after the header has painted; the landmark is there at once.
 */
const FooterContent = lazy(() => withMessages('footer', import('./FooterContent')));

const shell = css`
  background: var(--sc-surface-2);
  border-top: 1px solid var(--sc-border);
  color: var(--sc-text);
  padding: 56px 24px 28px;
  ${mq.footerMobile} {
    padding: 28px 16px 20px;
  }
`;

/** Keeps the page from jumping while the footer chunk loads. */
const placeholder = css`
  min-height: 360px;
  ${mq.footerMobile} {
    min-height: 480px;
  }
`;

export function Footer() {
  return (
    <footer role="contentinfo" css={shell}>
      <Suspense fallback={<div css={placeholder} />}>
        <FooterContent />
      </Suspense>
    </footer>
  );
}
