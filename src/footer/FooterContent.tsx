/** @jsxImportSource @emotion/react */
import { Suspense, useCallback, useDeferredValue, useMemo, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../root/useT';
import { useHref, useSite } from '../root/useSite';
import { useVisibilityInput } from '../root/useVisibilityInput';
import { LogoMark } from '../ui/icons';
import type { LanguageCode } from '../config/languages';
import { languageLabel } from '../features/preferences/labels';
import { footerFor } from '../config/footers';
import { visibleFooter } from '../rules/footer-visibility';
import { $siteSettings } from '../stores/site-settings';
import { lazyPart } from '../ui/lazyView';
import { useNearView } from '../ui/useNearView';
import { DesktopColumns } from './FooterLinks';
import { SocialLinks } from './SocialLinks';
import { MobileSelector } from './MobileSelector';
import { ContactBlock } from './ContactBlock';
import { FooterSignup } from './FooterSignup';
import { $fiat, chooseFiat, chooseLanguage } from '../stores/preferences';
import { copyrightHolder, copyrightYears } from './copyright';
import { useFooterMobile } from './useFooterMobile';
import { openDialog } from '../stores/dialogs';
import { SITE_CONTACTS } from '../config/site-contacts';
import * as s from './styles';

const DownloadQr = lazyPart(() => import('./DownloadQr'));

/**
 * The app download block, loaded once the footer comes near the viewport (300 px): a visitor who
 * never scrolls down does not download it. It fills its place before it is seen, so nothing that
 * is on screen moves. Its own Suspense: loading after the footer's first render, it must not
 * suspend the footer around it (which would hide the footer, and the focus in it, for a moment).
 */
function DownloadQrNearView() {
  const [near, ref] = useNearView<HTMLDivElement>();
  return <div ref={ref}>{near ? <Suspense fallback={null}><DownloadQr /></Suspense> : null}</div>;
}
// Phones only: a desktop visitor never loads the accordion.
const FooterAccordion = lazyPart(() => import('./FooterAccordion'));

/** Many columns share the row; a regional footer's few columns keep a readable width instead of spreading. */

/** The footer of the current site and language: data from config/footers, rules from §6. */
export default function FooterContent() {
  const { t } = useT();
  const { site, lang } = useSite();
  const href = useHref();
  const visibility = useVisibilityInput();
  const settings = useStore($siteSettings).value;
  const fiat = useStore($fiat);
  // The download block and the phones' accordion are chunks of their own, with no Suspense
  // boundary here: the footer's content waits for them behind its one reserved placeholder
  // (Footer.tsx) and shows at once. With a boundary each, they popped in after the rest and pushed
  // the phone's Language and Currency buttons down under the finger (issue 26: a tap meant for
  // Language landed in the accordion). Deferred, a later switch to the phone layout (a resize)
  // keeps the shown footer until the accordion has arrived, instead of the placeholder.
  const mobile = useDeferredValue(useFooterMobile());
  const data = useMemo(() => footerFor(site, lang), [site, lang]);
  const view = useMemo(() => visibleFooter(data, visibility), [data, visibility]);
  const years = copyrightYears(site.foundingYear);

  // EU: intercepted links open "Stay tuned!"; focus goes back to the link (a tap does not focus
  // it on every browser, so it is named as the trigger).
  const onIntercept = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openDialog('upcoming', undefined, { trigger: event.currentTarget });
  }, []);

  // Turkish chosen here off the Turkey site asks first: stay global in Turkish or go to Gate.TR (§4).
  const onLanguage = (value: string) => {
    if (chooseLanguage(value as LanguageCode, 'footer').kind === 'turkish-confirm') openDialog('turkey-confirm', undefined);
  };

  const languageOptions = site.languages.map((code) => ({ value: code, label: languageLabel(code, settings.langList) }));
  const fiatOptions = Object.keys(settings.fiatList).sort().map((code) => ({ value: code, label: code }));
  const dropdowns = [
    ...(site.hidden.has('language') || languageOptions.length < 2 ? [] : [{
      id: 'language' as const, label: 'footer.selector.language' as const, current: lang, options: languageOptions,
      onChoose: onLanguage,
    }]),
    ...(site.hidden.has('exchangeRate') || fiatOptions.length === 0 ? [] : [{
      id: 'fiat' as const, label: 'footer.selector.fiat' as const, current: fiat, options: fiatOptions,
      onChoose: chooseFiat,
    }]),
  ];

  const hasColumns = view.columns.length > 0;

  return (
    <div css={s.inner}>
      <FooterSignup />
      <div css={s.top}>
        <div css={s.brandBlock}>
          <a href={href('/')} aria-label={site.brand} css={s.logo} data-track="footer_logo">
            <LogoMark />
            <span aria-hidden="true" className="name">{site.brand}</span>
          </a>
          {data.contact && <ContactBlock contact={data.contact} />}
          <SocialLinks links={view.social} />
          {view.showDownload && <DownloadQrNearView />}
        </div>
        {hasColumns && (
          <nav aria-label={t('footer.nav')}>
            <div css={mobile ? s.accordionColumns : view.columns.length >= 4 ? s.wideColumns : s.fewColumns}>
              {mobile
                ? <FooterAccordion columns={[...view.columns, ...view.coinColumns]} onIntercept={onIntercept} />
                : <DesktopColumns columns={view.columns} onIntercept={onIntercept} />}
            </div>
          </nav>
        )}
      </div>
      {!mobile && view.coinColumns.length > 0 && (
        <nav aria-label={t('footer.learn')} css={s.coinRow}>
          <DesktopColumns columns={view.coinColumns} onIntercept={onIntercept} small />
        </nav>
      )}
      {data.disclaimer && <p css={s.legalText}>{t(data.disclaimer)}</p>}
      {data.reminder && <p css={s.legalText} role="note">{t(data.reminder)}</p>}
      <div css={s.bottomBar}>
        {mobile && <MobileSelector dropdowns={dropdowns} />}
        <p>{t('footer.copyright', { from: years.from, to: years.to, brand: copyrightHolder(SITE_CONTACTS[site.key].legalName) })}</p>
      </div>
    </div>
  );
}
