/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useT } from '../root/useT';
import { useSite } from '../root/useSite';
import { useAuthLinks } from '../header/useAuthLinks';
import { showsFooterSignup } from '../rules/footer-visibility';
import { primaryButton } from '../ui/buttons';
import { mq } from '../theme/tokens';

const band = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px 24px;
  margin-bottom: 40px;
  padding: 20px 24px;
  border: 1px solid var(--sc-border);
  border-radius: 16px;
  background: var(--sc-surface);
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
    line-height: 1.4;
  }
  ${mq.footerMobile} {
    margin-bottom: 24px;
    padding: 16px;
    h2 {
      font-size: 17px;
    }
    a {
      width: 100%;
    }
  }
`;

/**
 * The footer's sign-up call to action (compliance-and-dialogs.md §3, the "footer signup" hidden
 * flag): for a visitor once the login state is known, on sites whose config does not hide it. Its
 * link is the header's Sign Up (header/useAuthLinks.ts): the stored referral query, and the login
 * micro-app's dialog when the page configures one.
 */
export function FooterSignup() {
  const { t } = useT();
  const { site } = useSite();
  const auth = useAuthLinks();
  const titleId = useId();
  if (!showsFooterSignup(auth.login.status, site)) return null;
  return (
    <div css={band} role="group" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('footer.signup.title', { brand: site.brand })}</h2>
      <a css={primaryButton} href={auth.signupHref} {...auth.viaApp('signup')} data-track="footer_signup">{t('footer.signup.button')}</a>
    </div>
  );
}
