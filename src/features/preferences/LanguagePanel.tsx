/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { LANGUAGES, type LanguageCode } from '../../config/languages';
import { SITES } from '../../config/sites';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { $siteSettings } from '../../stores/site-settings';
import { chooseLanguage, turkeySiteUrl } from '../../stores/preferences';
import { CheckIcon } from '../../ui/line-icons';
import { notice, option, optionGrid, sectionTitle } from './styles';
import { languageLabel } from './labels';


/** The site's languages; the header flow reports Turkish on other sites with a notice. */
export function LanguagePanel() {
  const { t } = useT();
  const { site, lang } = useSite();
  const langList = useStore($siteSettings).value.langList;
  const [turkishNotice, setTurkishNotice] = useState(false);

  const choose = (code: LanguageCode) => {
    const outcome = chooseLanguage(code, 'header');
    setTurkishNotice(outcome.kind === 'turkish-notice');
  };

  return (
    <>
      {/* The live region exists before the notice so screen readers announce it. */}
      <div role="status">
        {turkishNotice ? (
          <div css={notice}>
            <span>{t('settings.turkish.notice', { brand: SITES.turkey.brand })}</span>
            <a href={turkeySiteUrl()}>{t('settings.turkey.go', { brand: SITES.turkey.brand })}</a>
          </div>
        ) : null}
      </div>
      <h3 css={sectionTitle}>{t('settings.language.heading')}</h3>
      <ul css={optionGrid}>
        {site.languages.map((code) => {
          const current = code === lang;
          return (
            <li key={code}>
              <button type="button" css={option} lang={LANGUAGES[code].locale} aria-current={current ? 'true' : undefined}
                onClick={() => choose(code)}>
                <span className="main">{languageLabel(code, langList)}</span>
                {current ? <span className="check"><CheckIcon size={18} /></span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
