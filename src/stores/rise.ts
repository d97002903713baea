import { atom, computed, onMount } from 'nanostores';
import { readCookie } from '../platform/cookies';
import { readLocal } from '../platform/storage';
import { afterPaint } from './painted';
import type { LanguageCode } from '../config/languages';
import { $pageSetup } from './page-setup';

/**
 * The rise/fall colour as every root reads it (the actions are in `preferences.ts`). Stored in the
 * `market_rise_color` cookie and localStorage `riseColorValue` as `red-up` or `green-up`; the colour
 * scheme names of site-chrome.md §3 (`risered`, `risegreen`) are read too and set as `data-rise`.
 */
export type RiseColor = 'red-up' | 'green-up';
export const RISE_COOKIE = 'market_rise_color';
export const RISE_STORAGE_KEY = 'riseColorValue';

/** Both spellings read as the same choice; anything else is "not chosen". */
export function parseRiseColor(raw: string | null | undefined): RiseColor | undefined {
  if (raw === 'red-up' || raw === 'risered') return 'red-up';
  if (raw === 'green-up' || raw === 'risegreen') return 'green-up';
  return undefined;
}

export function riseScheme(color: RiseColor): 'risered' | 'risegreen' {
  return color === 'red-up' ? 'risered' : 'risegreen';
}

/** Chinese readers expect red for a rise; everyone else green (site-chrome.md §4). */
export function defaultRiseColor(lang: LanguageCode): RiseColor {
  return lang === 'zh' || lang === 'tw' ? 'red-up' : 'green-up';
}

/** The visitor's choice, if any. */
export const $riseColorChoice = atom<RiseColor | undefined>(undefined);
onMount($riseColorChoice, () => {
  const fromCookie = parseRiseColor(readCookie(RISE_COOKIE));
  if (fromCookie) {
    $riseColorChoice.set(fromCookie);
    return undefined;
  }
  // Nothing on the first paint shows a rise colour (prices are in the lazy panels).
  return afterPaint(() => $riseColorChoice.set(parseRiseColor(readLocal(RISE_STORAGE_KEY))));
});

/** The colours in use: the choice, else the language's default. */
export const $riseColor = computed([$riseColorChoice, $pageSetup], (choice, ctx): RiseColor =>
  choice ?? defaultRiseColor(ctx?.lang ?? 'en'));

/** Theme variables with `--sc-up` and `--sc-down` swapped for red-up, so every price follows the choice. */
export function withRise<T extends Record<string, string>>(vars: T, color: RiseColor): T {
  if (color === 'green-up') return vars;
  return { ...vars, '--sc-up': vars['--sc-down'] ?? '', '--sc-down': vars['--sc-up'] ?? '' };
}
