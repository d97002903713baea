/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { useT } from '../root/useT';
import type { SocialLink, SocialNetwork } from '../config/footers';
import * as s from './styles';

/** Network names are brands: the same in every language, so they fill the translated label. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  x: 'X', telegram: 'Telegram', facebook: 'Facebook', instagram: 'Instagram',
  youtube: 'YouTube', linkedin: 'LinkedIn', discord: 'Discord', reddit: 'Reddit',
};

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Simple line glyphs of each network, drawn for this footer at 18 px. */
const GLYPHS: Record<SocialNetwork, ReactNode> = {
  x: (<><path d="M4.5 4h4L19.5 20h-4z" {...stroke} /><path d="M19 4l-6.2 6.9M11.2 13.1 5 20" {...stroke} /></>),
  telegram: (<path d="M21 4.5 3.5 11.3l5.6 2 2 6.2 3.1-3.7 4.6 3.4zM9.1 13.3 18 7.5" {...stroke} />),
  facebook: (<path d="M14.5 8H16V4.6h-2.2A3.8 3.8 0 0 0 10 8.4V11H7.8v3.3H10V21h3.3v-6.7h2.4l.5-3.3h-2.9V8.9c0-.5.5-.9 1.2-.9z" {...stroke} />),
  instagram: (<><rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} /><circle cx="12" cy="12" r="3.8" {...stroke} /><circle cx="17.2" cy="6.8" r="1" fill="currentColor" /></>),
  youtube: (<><rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} /><path d="M10.2 9.3v5.4l4.6-2.7z" fill="currentColor" /></>),
  linkedin: (<><rect x="3.5" y="3.5" width="17" height="17" rx="3" {...stroke} /><path d="M8 10.5V16.5M8 7.5v.1M11.5 16.5v-3.8a2.2 2.2 0 0 1 4.4 0v3.8M11.5 10.5v6" {...stroke} /></>),
  discord: (<><path d="M8.3 6.3A15 15 0 0 1 12 6c1.3 0 2.5.1 3.7.3l.6-1.1c1.4.3 2.7.8 3.9 1.5 1.3 2.9 1.9 5.8 1.7 9.2a12 12 0 0 1-4.3 2.4l-.9-1.6M8.3 6.3l-.6-1.1c-1.4.3-2.7.8-3.9 1.5-1.3 2.9-1.9 5.8-1.7 9.2a12 12 0 0 0 4.3 2.4l.9-1.6M6.5 16a11 11 0 0 0 11 0" {...stroke} /><circle cx="9" cy="12.3" r="1.3" fill="currentColor" /><circle cx="15" cy="12.3" r="1.3" fill="currentColor" /></>),
  reddit: (<><ellipse cx="12" cy="14.5" rx="7.5" ry="5" {...stroke} /><circle cx="17.8" cy="5.2" r="1.4" {...stroke} /><path d="M12 9.5l1.3-5 3.1.7M9.3 17c1.6.9 3.8.9 5.4 0M4.8 11.6a1.8 1.8 0 1 1 2.2-2M19.2 11.6a1.8 1.8 0 1 0-2.2-2" {...stroke} /><circle cx="9.3" cy="14" r="1.1" fill="currentColor" /><circle cx="14.7" cy="14" r="1.1" fill="currentColor" /></>),
};

/** Social icons (site-chrome.md §6): named per network, external, opened with no opener. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const { t } = useT();
  if (links.length === 0) return null;
  // Rows of equal length: up to six in one row, more split in two (8 → 4 + 4, never 6 + 2).
  const perRow = links.length <= 6 ? links.length : Math.ceil(links.length / 2);
  return (
    <div>
      <h2 css={s.smallHeading}>{t('footer.social')}</h2>
      <ul css={s.socialRow} data-track="footer_social" style={{ maxWidth: perRow * 36 + (perRow - 1) * 10 }}>
        {links.map((item) => (
          <li key={item.network}>
            <a
              href={item.url}
              data-track-target={item.network}
              target="_blank"
              rel="noopener noreferrer"
              css={s.iconButton}
              aria-label={t('footer.social.follow', { network: NETWORK_NAMES[item.network] })}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{GLYPHS[item.network]}</svg>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
