/** @jsxImportSource @emotion/react */
import { useT } from '../i18n/useT';
import type { FooterData } from '../config/footers';
import * as s from './styles';

/** The contact block (Turkey, site-chrome.md §2): phone, e-mail and address. */
export function ContactBlock({ contact }: { contact: NonNullable<FooterData['contact']> }) {
  const { t } = useT();
  const row = { display: 'grid', gap: 2, fontSize: 13 } as const;
  const label = { fontSize: 12, color: 'var(--sc-text-3)' } as const;
  return (
    <div>
      <h2 css={s.smallHeading}>{t('footer.contact')}</h2>
      <dl css={{ display: 'grid', gap: 10 }}>
        {contact.phone && (
          <div css={row}>
            <dt css={label}>{t('footer.contact.phone')}</dt>
            <dd css={{ margin: 0 }}><a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} css={s.link} dir="ltr">{contact.phone}</a></dd>
          </div>
        )}
        {contact.email && (
          <div css={row}>
            <dt css={label}>{t('footer.contact.email')}</dt>
            <dd css={{ margin: 0 }}><a href={`mailto:${contact.email}`} css={s.link}>{contact.email}</a></dd>
          </div>
        )}
        {contact.address && (
          <div css={row}>
            <dt css={label}>{t('footer.contact.address')}</dt>
            <dd css={{ margin: 0 }}><address css={{ fontStyle: 'normal', color: 'var(--sc-text-2)', maxWidth: 260 }}>{contact.address}</address></dd>
          </div>
        )}
      </dl>
    </div>
  );
}
