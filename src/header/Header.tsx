import { useEffect, useMemo } from 'react';
import { css } from '@emotion/react';
import { HEADER_MENUS } from '../config/menus/header';
import { visibleEntries } from '../config/menus/visibility';
import { useT } from '../i18n/useT';
import { useHref, useSite, useVisibilityInput } from '../ui/useChrome';
import { LogoMark } from '../ui/icons';
import { closeMenu } from '../stores/ui';
import { HEADER_HEIGHT, mq } from '../theme/tokens';
import { NavMenu } from './NavMenu';
import { navItem } from './styles';
import { UserActions } from './UserActions';
import { PreferenceActions } from './PreferenceActions';

const bar = css`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${HEADER_HEIGHT}px;
  padding: 0 24px;
  background: var(--sc-bg);
  border-bottom: 1px solid var(--sc-border);
  ${mq.small} {
    padding: 0 12px;
  }
`;

const navList = css`
  display: flex;
  align-items: center;
  margin: 0;
  ${mq.compact} {
    overflow-x: auto;
    scrollbar-width: none;
  }
`;

export function Header() {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const visibility = useVisibilityInput();
  const menus = useMemo(() => visibleEntries(HEADER_MENUS, visibility), [visibility]);

  // Escape anywhere in the page closes the open menu (focus handling lives in the menu itself).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header role="banner" css={bar}>
      <a href={href('/')} aria-label={site.brand} css={{ display: 'inline-flex', alignItems: 'center', gap: 8, marginInlineEnd: 12, flexShrink: 0 }}>
        <LogoMark />
        <span aria-hidden="true" css={{ fontSize: 20, fontWeight: 700, letterSpacing: "-0.02em", [mq.small]: { display: "none" } }}>{site.brand}</span>
      </a>
      <nav aria-label={t('nav.main')} css={{ flex: 1, minWidth: 0 }}>
        <ul css={navList}>
          {menus.map((entry) =>
            entry.children?.length ? (
              <NavMenu key={entry.id} entry={entry} />
            ) : (
              <li key={entry.id}>
                <a css={navItem} href={entry.route ? href(entry.route) : undefined}>{t(entry.label)}</a>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, flexShrink: 0 }}>
        <UserActions />
        <PreferenceActions />
      </div>
    </header>
  );
}
