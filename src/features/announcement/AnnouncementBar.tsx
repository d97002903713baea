/** @jsxImportSource @emotion/react */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useStore } from '@nanostores/react';
import { $announcement, dismissAnnouncement } from './announcement';
import { $smallScreen } from '../../stores/viewport';
import { watchSize } from '../../platform/layout';
import { looksLikeHtml, marqueeSeconds } from './rules';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { followableUrl } from '../../platform/navigation';
import { CloseIcon } from '../../ui/line-icons';
import { lineIcon } from '../../ui/icon-attrs';
import { loadChunk } from '../../platform/chunk';
import * as s from './styles';
import { report } from '../../platform/report';

/** The sanitizer (DOMPurify) loads only for a bulletin sent as HTML. */
const loadSanitizer = () => loadChunk(() => import('./sanitize'));

/**
 * A bulletin sent as HTML, sanitized (./sanitize.ts); null until the sanitizer has loaded (the bar
 * shows its frame meanwhile), the content's text where DOMPurify cannot run or failed to load.
 */
/** The words of markup the sanitizer could not handle: a visitor never reads `<b>` (as ServerText). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

function useSanitized(content: string | null, anti: readonly string[]): { html: string | TrustedHTML } | { text: string } | null {
  const [result, setResult] = useState<{ for: string; value: { html: string | TrustedHTML } | { text: string } } | null>(null);
  useEffect(() => {
    if (content === null) return undefined;
    let live = true;
    loadSanitizer().then(({ sanitizeBulletinHtml }) => {
      const html = sanitizeBulletinHtml(content, anti);
      if (live) setResult({ for: content, value: html === null ? { text: textOf(content) } : { html } });
    }, (error: unknown) => {
      report(error, { area: 'chunk', what: 'could not load the bulletin sanitizer' });
      if (live) setResult({ for: content, value: { text: textOf(content) } });
    });
    return () => { live = false; };
  }, [content, anti]);
  return result && result.for === content ? result.value : null;
}

/**
 * The announcement bar (site-chrome.md §4): the page's bulletin as text, or as sanitized HTML when
 * the server sends markup; its link, when it passes the URL rule; `Close` dismisses it for this and
 * every later page, after `onClose` (the bar host moves focus on). On phones a line wider than the
 * bar scrolls as a marquee.
 */
export default function AnnouncementBar({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const entry = useStore($announcement);
  const small = useStore($smallScreen);
  const windowRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLSpanElement>(null);
  // The width of the text on one line when it overflows the bar, else 0 (no marquee).
  const [overflow, setOverflow] = useState(0);

  const html = entry !== null && looksLikeHtml(entry.content);
  const sanitized = useSanitized(html ? entry.content : null, site.anti);
  const link = entry ? followableUrl(entry.link, site.anti) : null;

  useLayoutEffect(() => {
    const box = windowRef.current;
    const line = lineRef.current;
    if (!small || !box || !line) {
      setOverflow(0);
      return undefined;
    }
    const measure = () => {
      const width = line.scrollWidth;
      setOverflow(width > box.clientWidth + 1 ? width : 0);
    };
    // The line changes width when sanitized HTML arrives; the window when the screen turns.
    const stops = [watchSize(box, measure), watchSize(line, measure)];
    return () => stops.forEach((stop) => stop());
  }, [small, entry, sanitized]);

  if (!entry) return null;
  const text = !html ? <span css={s.content} data-bulletin="">{entry.content}</span>
    : sanitized === null ? null
    : 'text' in sanitized ? <span css={s.content} data-bulletin="">{sanitized.text}</span>
    // Sanitized: DOMPurify, an inline-only allow list, and links held to the URL rule.
    : <span css={s.content} data-bulletin="" dangerouslySetInnerHTML={{ __html: sanitized.html }} />;
  const timing = { '--sc-marquee-time': `${marqueeSeconds(overflow)}s` } as CSSProperties;

  return (
    <section data-bar="announcement" aria-label={t('bar.announcement')} css={s.bar}>
      <svg css={s.icon} {...lineIcon} width={16} height={16} strokeWidth={2}>
        <path d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1zM16 8.5a5 5 0 0 1 0 7M19 5.5a9 9 0 0 1 0 13" />
      </svg>
      <div ref={windowRef} css={s.viewport}>
        {small && <span ref={lineRef} css={s.measure} aria-hidden="true">{text}</span>}
        {overflow > 0
          ? <span css={s.marquee} style={timing} data-marquee={marqueeSeconds(overflow)}>{text}</span>
          : <div css={s.clamped}>{text}</div>}
      </div>
      {link && <a css={s.more} href={link} data-track="announcement" data-track-target="details">{t('bar.details')}</a>}
      <button type="button" css={s.close} data-track="announcement" data-track-target="close" aria-label={t('bar.close')} onClick={() => { onClose(); void dismissAnnouncement(entry.contentId); }}>
        <CloseIcon size={16} />
      </button>
    </section>
  );
}
