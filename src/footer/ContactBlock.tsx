/** @jsxImportSource @emotion/react */
import { useT } from '../root/useT';
import type { FooterData } from '../config/footers';
import * as s from './styles';
import { css } from '@emotion/react';

const list = css`
  display: grid;
  gap: 10px;
  & > div {
    display: grid;
    gap: 2px;
    font-size: 13px;
  }
  dt {
    font-size: 12px;
    color: var(--sc-text-3);
  }
  dd {
    margin: 0;
  }
  address {
    font-style: normal;
    color: var(--sc-text-2);
    max-width: 260px;
  }
`;

/** The contact block (Turkey, site-chrome.md §2): phone, e-mail and address. */
export function ContactBlock({ contact }: { contact: NonNullable<FooterData['contact']> }) {
  const { t } = useT();
  return (
    <div>
      <h2 css={s.smallHeading}>{t('footer.contact')}</h2>
      <dl css={list}>
        {contact.phone && (
          <div>
            <dt>{t('footer.contact.phone')}</dt>
            <dd><a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} css={s.link} dir="ltr">{contact.phone}</a></dd>
          </div>
        )}
        {contact.email && (
          <div>
            <dt>{t('footer.contact.email')}</dt>
            <dd><a href={`mailto:${contact.email}`} css={s.link}>{contact.email}</a></dd>
          </div>
        )}
        {contact.address && (
          <div>
            <dt>{t('footer.contact.address')}</dt>
            <dd><address>{contact.address}</address></dd>
          </div>
        )}
      </dl>
    </div>
  );
}
