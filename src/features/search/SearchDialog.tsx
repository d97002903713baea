import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { $siteSettings } from '../../stores/site-settings';
import { $fiat } from '../../stores/preferences';
import { $fiatRates } from './fiat-rates';
import { $coinIconWhitelist } from '../../stores/coin-icons';
import { $refTime } from '../../stores/ref-time';
import { searchAppProps } from '../../rules/micro-app-props';
import { useMicroAppBase } from '../../root/useMicroAppBase';
import { MicroAppDialog } from '../../ui/MicroAppDialog';

/**
 * The search modal (site-chrome.md §2, §7; CONTRACT §3 `microApps.search`): the search micro-app
 * in a dialog of the queue, opened by the header's `Search` box. The app is mounted once its props
 * are known (the settings, the fiat rates and the coin-icon whitelist have answered or settled to
 * their defaults), so an app without `update()` still gets them all; later changes (theme,
 * language, a `keyword` typed while the dialog was loading) go to its `update()`. If it cannot be loaded the dialog offers the markets page.
 */
export default function SearchDialog({ page, keyword, onClose }: { page: string; keyword: string; onClose: () => void }) {
  const { t } = useT();
  const { setup } = useSite();
  const base = useMicroAppBase();
  const href = useHref();
  const settings = useStore($siteSettings);
  const fiat = useStore($fiat);
  const rates = useStore($fiatRates);
  const whitelist = useStore($coinIconWhitelist);
  const refTime = useStore($refTime);
  // The keyword as the trader edits it on while the app loads (MicroAppDialog's onTyped): it starts
  // from the box's, and a Backspace can take back what was typed there too.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? keyword;
  const close = useRef(onClose);
  useLayoutEffect(() => { close.current = onClose; });

  const ready = settings.loaded && rates.loaded && whitelist.loaded;
  const props = useMemo(() => (ready ? {
    ...searchAppProps(base, {
      fiatRates: rates.value, currFiat: fiat, marketRates: settings.value.rates,
      defaultP2PFiat: settings.value.defaultP2PFiat, coinIconWhitelist: whitelist.value, keyword: text, refTime,
    }),
    /** The app may close its dialog (after following a result, say). */
    onClose: () => close.current(),
  } : null), [ready, base, rates.value, fiat, settings.value, whitelist.value, text, refTime]);

  return (
    <MicroAppDialog name="search" url={setup?.microApps.search} title={t('microapps.search')} props={props}
      page={{ href: href(page), label: t('microapps.marketsPage') }} onClose={onClose} width={560}
      onTyped={(key) => setTyped((was) => {
        const now = was ?? keyword;
        return key === null ? now.slice(0, -1) : now + key;
      })} />
  );
}
