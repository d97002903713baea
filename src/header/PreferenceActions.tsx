import { useSite } from '../ui/useChrome';
import { ThemeToggle } from './ThemeToggle';

/**
 * The display-preference buttons at the end of the header bar: language and currency, theme,
 * settings. Each hides with its per-site flag (site-chrome.md §2).
 */
export function PreferenceActions() {
  const { site } = useSite();
  return <>{site.hidden.has('theme') ? null : <ThemeToggle />}</>;
}
