import { atom, computed, onMount } from 'nanostores';
import { deleteCookie, readCookie, writeCookie } from '../platform/cookies';
import { YEAR_S } from '../config/time';
import { readLocal, writeLocal } from '../platform/storage';
import { currentPath, currentSearchAndHash, navigate, reloadPage } from '../platform/navigation';
import { localizePath, stripLanguagePrefix, type LanguageCode } from '../config/languages';
import { SITES } from '../config/sites';
import { emit } from '../platform/events';
import { $pageSetup } from './page-setup';
import { $siteSettings } from './site-settings';
import {
  $riseColorChoice, defaultRiseColor, parseRiseColor, RISE_COOKIE, RISE_STORAGE_KEY, type RiseColor,
} from './rise';
import { $refTime, REF_TIME_STORAGE_KEY } from './ref-time';
import type { RefTime } from '../config/time';

/**
 * The visitor's display preferences (site-chrome.md §1, §3, §4) and the actions that change them.
 * Components call these actions; every change is stored and announced as `sitechrome:change`.
 *
 * Where each value lives:
 * - fiat: cookie `curr_fiat` (31536000 s, path /, Secure — CONTRACT §5)
 * - rise colour: cookie `market_rise_color` = `red-up` | `green-up`, mirrored in localStorage
 *   `riseColorValue` (the spec's stored-setting name)
 * - reference time: localStorage `reftimeValue` = `24h` | `utc0` | `utc8`
 * - currency-rate mode and the do-not-switch-to-fiat switch: localStorage `currencyRate` and
 *   `floatRate`, `1` open / `0` closed (the spec's flag values)
 */

export const RISE_COLORS: readonly RiseColor[] = ['green-up', 'red-up'];

export const FIAT_COOKIE = 'curr_fiat';
export const STORAGE_KEYS = {
  riseColor: RISE_STORAGE_KEY,
  refTime: REF_TIME_STORAGE_KEY,
  currencyRate: 'currencyRate',
  floatRate: 'floatRate',
} as const;

const readFlag = (key: string): boolean => readLocal(key) === '1';
const writeFlag = (key: string, open: boolean): void => { writeLocal(key, open ? '1' : '0'); };

// The theme lives in its own store (first paint needs it); re-exported so callers have one module.
export { $theme, setTheme, toggleTheme } from './theme';
export type { ThemeName } from '../theme/tokens';

// The rise colour's reading side is in its own small store, because every root paints with it.
export {
  $riseColor, $riseColorChoice, defaultRiseColor, parseRiseColor, riseScheme, RISE_COOKIE, type RiseColor,
} from './rise';

// The reference time's reading side is in its own small store: the markets store sends it.
export { $refTime, REF_TIMES } from './ref-time';
export type { RefTime } from '../config/time';

// ---- atoms -------------------------------------------------------------------------------------

/** The `curr_fiat` cookie as last read or written; '' when unset. */
export const $fiatCookie = atom<string>('');
onMount($fiatCookie, () => { $fiatCookie.set(readCookie(FIAT_COOKIE) ?? ''); });

/** The fiat prices are shown in: the cookie, else the server's `curr_fiat`, else USD. */
export const $fiat = computed([$fiatCookie, $siteSettings], (cookie, settings) =>
  (cookie || settings.value.currFiat || 'USD').toUpperCase());

/** Currency-rate mode: prices converted into the chosen fiat. */
export const $currencyRate = atom<boolean>(false);
onMount($currencyRate, () => { $currencyRate.set(readFlag(STORAGE_KEYS.currencyRate)); });

/** The do-not-switch-to-fiat switch (stored as `floatRate`). */
export const $fiatLock = atom<boolean>(false);
onMount($fiatLock, () => { $fiatLock.set(readFlag(STORAGE_KEYS.floatRate)); });

// ---- language ----------------------------------------------------------------------------------

export type LanguageSource = 'header' | 'footer';

/**
 * What a language choice led to, for the caller to show:
 * - `reload`: the page is navigating to `url`
 * - `same`: already the page's language, nothing happened
 * - `unavailable`: the site does not offer that language
 * - `turkish-notice`: header on a non-Turkey site — show a notice (Turkish lives on the Turkey site)
 * - `turkish-confirm`: footer on a non-Turkey site — open `TurkeyConfirmDialog`, whose buttons call
 *   `stayGlobalInTurkish()` or `goToTurkeySite()`
 */
export type LanguageOutcome =
  | { kind: 'reload'; url: string }
  | { kind: 'same' }
  | { kind: 'unavailable' }
  | { kind: 'turkish-notice' }
  | { kind: 'turkish-confirm' };

/** The current path under `lang`'s prefix (no prefix for the site's default language). */
export function pathForLanguage(lang: LanguageCode, pathname = currentPath(), defaultLang?: LanguageCode): string {
  const site = $pageSetup.get()?.site ?? SITES.main;
  return localizePath(stripLanguagePrefix(pathname), lang, defaultLang ?? site.defaultLang);
}

/**
 * Cookie writes load their helper lazily, so each choice stores first and then announces and
 * reloads. `whenStored()` settles once the latest choice has done all of that.
 */
let pending: Promise<void> = Promise.resolve();
function afterStoring(work: () => Promise<void>): void {
  pending = pending.then(work, work);
}
export function whenStored(): Promise<void> {
  return pending;
}

function applyLanguage(lang: LanguageCode): LanguageOutcome {
  const url = pathForLanguage(lang) + currentSearchAndHash();
  afterStoring(async () => {
    if (!parseRiseColor(readCookie(RISE_COOKIE))) {
      const color = defaultRiseColor(lang);
      writeLocal(STORAGE_KEYS.riseColor, color);
      $riseColorChoice.set(color);
      await writeCookie(RISE_COOKIE, color, { maxAge: YEAR_S });
    }
    emit('sitechrome:change', { key: 'lang', value: lang });
    navigate(url, ($pageSetup.get()?.site ?? SITES.main).anti);
  });
  return { kind: 'reload', url };
}

export function chooseLanguage(lang: LanguageCode, from: LanguageSource): LanguageOutcome {
  const ctx = $pageSetup.get();
  const site = ctx?.site ?? SITES.main;
  if (ctx?.lang === lang) return { kind: 'same' };
  if (!site.languages.includes(lang)) return { kind: 'unavailable' };
  if (lang === 'tr' && site.key !== 'turkey') return { kind: from === 'header' ? 'turkish-notice' : 'turkish-confirm' };
  return applyLanguage(lang);
}

/** The confirm modal's "stay on the global site in Turkish". */
export function stayGlobalInTurkish(): LanguageOutcome {
  return applyLanguage('tr');
}

/** The Turkey site's address for the current path (Turkish is its default language: no prefix). */
export function turkeySiteUrl(pathname = currentPath()): string {
  return `${SITES.turkey.anti[0]}${stripLanguagePrefix(pathname)}`;
}

/** The confirm modal's "go to the Turkey site". */
export function goToTurkeySite(): void {
  // The Turkey site is the one place the chrome sends a user to another sub-site (spec §5).
  navigate(turkeySiteUrl(), SITES.turkey.anti);
}

// ---- fiat --------------------------------------------------------------------------------------

function writeFiatCookie(code: string): Promise<void> {
  $fiatCookie.set(code);
  return writeCookie(FIAT_COOKIE, code, { maxAge: YEAR_S });
}

/** Choosing a fiat turns currency-rate mode on, stores the fiat for a year and reloads (§4). */
export function chooseFiat(code: string): void {
  const fiat = code.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,10}$/.test(fiat)) return;
  $currencyRate.set(true);
  writeFlag(STORAGE_KEYS.currencyRate, true);
  // A fiat other than USD means the visitor does want to switch.
  if (fiat !== 'USD' && $fiatLock.get()) {
    $fiatLock.set(false);
    writeFlag(STORAGE_KEYS.floatRate, false);
  }
  afterStoring(async () => {
    await writeFiatCookie(fiat);
    emit('sitechrome:change', { key: 'fiat', value: fiat });
    reloadPage();
  });
}

/** The do-not-switch-to-fiat switch: open shows USD, closed clears the chosen fiat. */
export function setFiatLock(open: boolean): void {
  $fiatLock.set(open);
  writeFlag(STORAGE_KEYS.floatRate, open);
  let stored: Promise<void>;
  if (open) {
    stored = writeFiatCookie('USD');
  } else {
    $fiatCookie.set('');
    stored = deleteCookie(FIAT_COOKIE);
  }
  afterStoring(async () => {
    await stored;
    emit('sitechrome:change', { key: 'fiat', value: $fiat.get() });
  });
}

// ---- rise colour and reference time -------------------------------------------------------------

export function setRiseColor(color: RiseColor): void {
  $riseColorChoice.set(color);
  writeLocal(STORAGE_KEYS.riseColor, color);
  afterStoring(async () => {
    await writeCookie(RISE_COOKIE, color, { maxAge: YEAR_S });
    emit('sitechrome:change', { key: 'riseColor', value: color });
  });
}

export function setRefTime(time: RefTime): void {
  $refTime.set(time);
  writeLocal(STORAGE_KEYS.refTime, time);
  emit('sitechrome:change', { key: 'refTime', value: time });
}
