import type { HiddenFlag, SiteKey } from '../sites';
import type { MessageKey } from '../../i18n/catalogs';

/**
 * A link or group of the chrome as data. `route` may hold `{pair}` (the site's default trade pair)
 * and `{fiat}` (the current fiat); every route is language-prefixed when rendered.
 */
export interface MenuEntry {
  id: string;
  label: MessageKey;
  /** One-line description under the label. */
  desc?: MessageKey;
  route?: string;
  /** Opens in a new tab (external pages and PDFs). */
  external?: boolean;
  /** Sites that never show this entry (site-chrome.md §6). */
  hiddenOn?: readonly SiteKey[];
  /** The per-site switch that hides it (site-chrome.md §2). */
  flag?: HiddenFlag;
  /** Compliance menu code that hides it when present in the compliance answer (site-chrome.md §3). */
  menuCode?: string;
  /** Hidden for UK- or Italy-limited users (site-chrome.md §6). */
  limited?: boolean;
  /** Shown only to logged-in users. */
  loginOnly?: boolean;
  children?: readonly MenuEntry[];
}
