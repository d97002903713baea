import { atom, onMount } from 'nanostores';
import { readCookie, writeCookie } from '../platform/cookies';
import { YEAR_S } from '../config/time';
import { emit } from '../platform/events';

import type { ThemeName } from '../theme/tokens';

/** Dark when the `dark` cookie is above 0 (compliance-and-dialogs.md §9). */
export function themeFromCookie(value: string | undefined): ThemeName {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? 'dark' : 'light';
}

export const $theme = atom<ThemeName>('light');

onMount($theme, () => {
  $theme.set(themeFromCookie(readCookie('dark')));
});

/**
 * Stored as `dark` = 2 or 0 and `is_change_skin` = 1 (CONTRACT §5), then announced as
 * `sitechrome:change`, so a host reading the cookie in its listener sees the new value.
 */
export async function setTheme(theme: ThemeName): Promise<void> {
  if ($theme.get() === theme) return;
  $theme.set(theme);
  await Promise.all([
    writeCookie('dark', theme === 'dark' ? '2' : '0', { maxAge: YEAR_S }),
    writeCookie('is_change_skin', '1', { maxAge: YEAR_S }),
  ]);
  emit('sitechrome:change', { key: 'theme', value: theme });
}

export function toggleTheme(): Promise<void> {
  return setTheme($theme.get() === 'dark' ? 'light' : 'dark');
}
