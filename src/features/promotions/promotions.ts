import { loadCalls } from '../../api/lazy';
import { localizePath, type LanguageCode } from '../../config/languages';
import { SITES } from '../../config/sites';
import { navigate } from '../../platform/navigation';
import { readLocal, readLocalJson, writeLocal, writeLocalJson } from '../../platform/storage';
import { formatGiftRecord, nextGiftShow, parseGiftRecord } from './gift-record-rules';
import type { SwitchTarget } from '../../rules/promotions';
import { parseSwitchRecord, switchSiteDue } from './switch-site-rules';
import { $appBar, HIDE_AD_KEY } from './app-bar';
import { openDialog } from '../../stores/dialogs';
import { fetchedStore } from '../../stores/fetched';

/**
 * The promotions' actions and memory (localStorage, CONTRACT §5): `gift_popup`
 * ("count/timestamp"), `hide_ad` (the app bar closed) and `switch_site` (a switch-site prompt
 * declined). Loaded by promotions-watch.ts when one of them may show, and by their views.
 */
export const GIFT_KEY = 'gift_popup';
export const SWITCH_KEY = 'switch_site';

/** "Claim in the app": the app page follows the app link after 2 s (compliance-and-dialogs.md §9). */
export const APP_FALLBACK_MS = 2000;

/**
 * Shows the gift popup when its record allows (gift-record.ts), counting the show at once. Where
 * storage cannot keep the record the popup does not show: nothing else would hold it to 2 a day.
 */
export function offerGift(now: number): boolean {
  const next = nextGiftShow(parseGiftRecord(readLocal(GIFT_KEY)), now);
  if (!next || !writeLocal(GIFT_KEY, formatGiftRecord(next))) return false;
  openDialog('gift-popup', undefined, { trigger: null });
  return true;
}

/** Offers the other site unless the visitor chose to stay less than 7 days ago. */
export function offerSwitchSite(target: SwitchTarget, now = Date.now()): boolean {
  if (!switchSiteDue(parseSwitchRecord(readLocalJson(SWITCH_KEY)), target, now)) return false;
  openDialog('switch-site', { target }, { trigger: null });
  return true;
}

/** The visitor stays on this site: not asked about `target` again for 7 days. */
export function stayOnSite(target: SwitchTarget, now = Date.now()): void {
  writeLocalJson(SWITCH_KEY, { target, timestamp: now });
}

/**
 * The other site's home in the nearest language it offers (`it` ↔ `it-eu`, else its default),
 * on its canonical origin; through the URL guard.
 */
export function switchSiteUrl(target: SwitchTarget, lang: LanguageCode): string {
  const site = SITES[target];
  const twin = (target === 'eu' ? `${lang}-eu` : lang.replace(/-eu$/, '')) as LanguageCode;
  const chosen = site.languages.includes(twin) ? twin : site.defaultLang;
  return `${site.anti[0] ?? ''}${localizePath('/', chosen, site.defaultLang)}`;
}

export function goToSite(target: SwitchTarget, lang: LanguageCode): void {
  navigate(switchSiteUrl(target, lang), SITES[target].anti);
}

/** The bar's Close: gone for good (`hide_ad`), and at once on this page even where storage fails. */
export function closeAppBar(): void {
  writeLocal(HIDE_AD_KEY, '1');
  $appBar.set('closed');
}

/**
 * "Claim in the app": the app link (an installed app takes over), then the app page after 2 s
 * for a phone without the app. Both through the URL guard. Returns a cancel function.
 */
export function openAppThenPage(appLink: string, appPage: string, allowed: readonly string[]): () => void {
  navigate(appLink, allowed);
  const timer = setTimeout(() => navigate(appPage, allowed), APP_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/** The newbie prize (`newbiePrizeGuide` prize_num, `''` = none): the gift popup's amount. */
export const $newbiePrize = fetchedStore<string>('', async (ctx) => (await loadCalls()).getNewbiePrize(ctx), (c) => `${c.siteId}|${c.apiBase}`);
