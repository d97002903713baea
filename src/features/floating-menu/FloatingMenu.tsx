/** @jsxImportSource @emotion/react */
import { useMemo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { $smallScreen } from '../../stores/viewport';
import { scrollToTop } from '../../platform/scroll';
import { lineIcon } from '../../ui/icon-attrs';
import { mq } from '../../theme/tokens';
import type { MessageKey } from '../../i18n/catalogs';
import { floatingMenuItems, type FloatingItemId } from './rules';

/**
 * Fixed at the inline end, above the page's bottom corner: it takes no room in the host's flow, so
 * nothing of the page moves when it arrives. Under the chat room's panel (which opens over it) and
 * the dialogs (the top layer).
 */
const menu = css`
  position: fixed;
  inset-inline-end: 20px;
  bottom: 96px;
  z-index: 2147481000;
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${mq.small} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

/** A 44 px round control; its name is the label beside it, shown on hover and focus. */
const control = css`
  position: relative;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid var(--sc-border);
  border-radius: 50%;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  cursor: pointer;
  &:hover {
    color: var(--sc-brand);
  }
  .tip {
    position: absolute;
    inset-inline-end: calc(100% + 10px);
    top: 50%;
    transform: translateY(-50%);
    padding: 6px 10px;
    border-radius: 6px;
    background: var(--sc-text);
    color: var(--sc-bg);
    font-size: 13px;
    font-weight: 500;
    line-height: 1.3;
    white-space: nowrap;
    opacity: 0;
    pointer-events: none;
    transition: opacity 0.15s;
  }
  &:hover .tip,
  &:focus-visible .tip {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    .tip {
      transition: none;
    }
  }
`;

const LABELS: Record<FloatingItemId, MessageKey> = {
  gift: 'footer.float.gift',
  app: 'footer.float.app',
  support: 'footer.float.support',
  top: 'footer.float.top',
};

const ICONS: Record<FloatingItemId, ReactNode> = {
  gift: <svg {...lineIcon}><path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zm0 0c1.5-3 5-3 5-1s-3 1-5 1z" /></svg>,
  app: <svg {...lineIcon}><rect x="7" y="2.5" width="10" height="19" rx="2" /><path d="M11 18h2" /></svg>,
  support: <svg {...lineIcon}><path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zm16 0h-3v5h2a1 1 0 0 0 1-1zM17 19a3 3 0 0 1-3 2h-2" /></svg>,
  top: <svg {...lineIcon}><path d="M12 19V5M6 11l6-6 6 6" /></svg>,
};

/**
 * The floating footer menu (compliance-and-dialogs.md §6): the gift box, the app download,
 * customer support and Back to top, as a named navigation landmark of the overlay root. Its
 * entries follow the site and the compliance answer (rules.ts); a phone-sized screen gets none.
 */
export default function FloatingMenu() {
  const { t } = useT();
  const href = useHref();
  const input = useVisibilityInput();
  const phone = useStore($smallScreen);
  const items = useMemo(() => floatingMenuItems(input), [input]);
  if (phone) return null;
  return (
    <nav css={menu} aria-label={t('footer.float.name')} data-track="floating_menu">
      <ul>
        {items.map(({ id, route }) => {
          const content = <>{ICONS[id]}<span className="tip">{t(LABELS[id])}</span></>;
          return (
            <li key={id}>
              {route
                ? <a css={control} href={href(route)} data-track-target={id}>{content}</a>
                : <button type="button" css={control} onClick={scrollToTop} data-track-target={id}>{content}</button>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
