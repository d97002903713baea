import { useMemo } from 'react';
import { css } from '@emotion/react';
import { GLOBAL_FOOTER } from '../config/menus/footer';
import { visibleEntries } from '../config/menus/visibility';
import { useT } from '../i18n/useT';
import { useHref, useSite, useVisibilityInput } from '../ui/useChrome';
import { LogoMark } from '../ui/icons';
import { mq } from '../theme/tokens';

const wrap = css`
  background: var(--sc-bg);
  border-top: 1px solid var(--sc-border);
  padding: 48px 24px 24px;
  color: var(--sc-text);
  ${mq.small} {
    padding: 32px 16px 16px;
  }
`;

const columns = css`
  display: grid;
  grid-template-columns: minmax(160px, 1.2fr) repeat(4, minmax(0, 1fr));
  gap: 32px;
  max-width: 1280px;
  margin: 0 auto;
  ${mq.footerMobile} {
    grid-template-columns: 1fr 1fr;
    gap: 24px;
  }
`;

/** The year range of the copyright line: founding year to this year (site-chrome.md §3). */
export function copyrightYears(foundingYear: number, now: Date = new Date()): { from: number; to: number } {
  return { from: foundingYear, to: Math.max(foundingYear, now.getFullYear()) };
}

/**
 * The holder named in the copyright line. Every catalog's sentence puts a full stop after it, so a
 * legal name that ends in one ("Gate Technology Inc.") must not bring a second.
 */
export function copyrightHolder(legalName: string): string {
  return legalName.trim().replace(/\.+$/, '');
}

export function Footer() {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const visibility = useVisibilityInput();
  const groups = useMemo(() => visibleEntries(GLOBAL_FOOTER, visibility), [visibility]);
  const years = copyrightYears(site.foundingYear);
  // Italy-limited users get no link columns (site-chrome.md §6).
  const showColumns = !visibility.italyLimit;

  return (
    <footer role="contentinfo" css={wrap}>
      <div css={columns}>
        <a href={href('/')} aria-label={site.brand} css={{ display: 'inline-flex', alignItems: 'flex-start', gap: 8, alignSelf: 'start', [mq.footerMobile]: { gridColumn: '1 / -1' } }}>
          <LogoMark />
          <span aria-hidden="true" css={{ fontSize: 18, fontWeight: 700 }}>{site.brand}</span>
        </a>
        {showColumns && groups.map((group) => (
          <nav key={group.id} aria-label={t(group.label)}>
            <h2 css={{ fontSize: 14, fontWeight: 600, marginBottom: 16 }}>{t(group.label)}</h2>
            <ul css={{ display: 'grid', gap: 10 }}>
              {group.children?.map((link) => (
                <li key={link.id}>
                  <a href={link.route ? href(link.route) : undefined} css={{ fontSize: 13, color: 'var(--sc-text-2)', '&:hover': { color: 'var(--sc-brand)' } }}>
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p css={{ maxWidth: 1280, margin: '40px auto 0', paddingTop: 20, borderTop: '1px solid var(--sc-border)', fontSize: 12, color: 'var(--sc-text-3)' }}>
        {t('footer.copyright', { from: years.from, to: years.to, brand: copyrightHolder(site.legalName) })}
      </p>
    </footer>
  );
}
