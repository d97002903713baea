import { Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $openMenu, closeMenu } from '../../stores/ui';
import { useHoverMenu } from '../useHoverMenu';
import { $compliance } from '../../stores/compliance';
import { useT } from '../../i18n/useT';
import { useSite } from '../../root/useSite';
import { hs } from '../styles';
import { mq } from '../../theme/tokens';
import { classes, cx } from '../../theme/sheet';
import { lazyView } from '../../ui/lazyView';
import { showsDownload } from '../../rules/access';
import { withMessages } from '../../i18n/catalogs';

/** The QR panel and the QR library load on first open (lazy chunk). */
const DownloadPanel = lazyView(() => withMessages('account', import('./DownloadPanel')));

const MENU_ID = 'download';

const s = classes('download', {
  panel: `
    inset-inline-start: auto;
    inset-inline-end: 0;
    min-width: 0;
    width: 220px;
    ${mq.compact} {
      inset-inline-end: 8px;
    }
  `,
  loading: 'height: 220px;',
});

/**
 * `Download app`: a disclosure button whose panel shows the app QR code. Opens on hover, click,
 * Enter or Space; Escape closes and returns focus. Hidden on the United States site, by the
 * `download` flag and for UK- or Italy-limited users (site-chrome.md §5, §6), and on phones,
 * where a QR code to scan with the same phone helps nobody.
 */
export function DownloadButton() {
  const { t } = useT();
  const { site } = useSite();
  const { limit } = useStore($compliance).value;
  const open = useStore($openMenu) === MENU_ID;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pointer = useHoverMenu(MENU_ID);

  if (!showsDownload(site, { ukLimit: limit.isUkLimit, italyLimit: limit.isItalyLimit })) return null;

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      closeMenu(MENU_ID);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className={cx(hs.relative, hs.wideOnly)} onKeyDown={onKey}
      onMouseEnter={pointer.onMouseEnter} onMouseLeave={pointer.onMouseLeave}>
      <button ref={buttonRef} type="button" className={hs.iconButton} aria-label={t('account.download')} aria-expanded={open}
        aria-controls={panelId} onClick={pointer.onClick}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <rect x="6" y="2" width="12" height="20" rx="2.5" /><path d="M12 7v7m-3-3 3 3 3-3M10 18h4" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className={cx(hs.panel, s.panel)}>
        {open ? <Suspense fallback={<div className={s.loading} />}><DownloadPanel /></Suspense> : null}
      </div>
    </div>
  );
}
