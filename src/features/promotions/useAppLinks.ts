import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $downloadLinks } from '../../stores/account';
import { useHref, useSite } from '../../root/useSite';
import { APP_LINK_HOSTS, appDeepLink } from '../../rules/centre-rules';

export interface AppLinks {
  /** The deep link of `page_download_links.json` with this place's channel parameters, else `page`. */
  app: string;
  /** The site's download page (`/appdownload`, `/mobileapp` on Turkey) with `?pos=`. */
  page: string;
  /** Where `navigate()` may follow them: the site's origins and the two app stores. */
  allowed: readonly string[];
}

/** The app links of one place (`pos`: `app_bar`, `gift`), as the header's QR code builds them. */
export function useAppLinks(pos: string): AppLinks {
  const { site } = useSite();
  const href = useHref();
  const links = useStore($downloadLinks);
  const page = href(`${site.downloadPath}?pos=${pos}`);
  return useMemo(() => ({
    app: appDeepLink(links.value, page, site.anti, pos),
    page,
    allowed: [...site.anti, ...APP_LINK_HOSTS.map((host) => `https://${host}`)],
  }), [links.value, page, site.anti, pos]);
}

/** The bar's and the modal's bonus (compliance-and-dialogs.md §4: "$40,000"). */
export const APP_BONUS_USD = 40_000;

/** The campaign page of that bonus, its rules and how to claim it (compliance §2, "Other links"). */
export const APP_REWARDS_PATH = '/campaigns/gateio-app-download-rewards';

/** A whole number of US dollars in the reader's locale (`$40,000`, `40.000 $`). */
export function formatWholeUsd(value: number, locale: string): string {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 };
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
