import type { ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { lazyPart } from '../ui/lazyView';
import { $scripted } from '../stores/prerender';
import type { MenuEntry } from '../config/menus/types';
import type { VisibilityInput } from '../rules/menu-visibility';
import { useT } from '../root/useT';
import { ChevronDown } from '../ui/icons';
import { Dropdown } from '../ui/Dropdown';
import { hs } from './styles';
import { cx } from '../theme/sheet';
import { loadMenuPanels } from './nav/loadMenus';

// Rendered inside the dropdown's panel, which sets up the Emotion scope: `lazyPart` here.
const PanelBody = lazyPart(() => loadMenuPanels().then((m) => ({ default: m.PanelBody })));

interface MenuProps { entry: MenuEntry; input: VisibilityInput; align?: 'start' | 'end' }

/**
 * The menu a page with no script shows: a link to its first page (nav/NavMenuLink.tsx, in the
 * menu panels' chunk). Set by the server's render and by the hydration of its markup
 * (mount/hydrate.tsx), which render it first; the browser's own render never needs it.
 */
export const unscripted: { Menu?: ComponentType<MenuProps> } = {};

/**
 * A top-level header menu in the disclosure-navigation pattern: a button with `aria-expanded`
 * controlling a panel of links (ui/Dropdown). The items and their layout are a lazy chunk.
 */
export function NavMenu({ entry, input, align = 'start' }: MenuProps) {
  const { t } = useT();
  const Unscripted = useStore($scripted) ? undefined : unscripted.Menu;
  if (Unscripted) return <Unscripted entry={entry} input={input} />;
  return (
    <Dropdown as="li" id={entry.id} buttonClass={cx(hs.navItem, hs.menuChevron)} placement={align} prefetch={loadMenuPanels}
      button={<>{t(entry.label)}<span><ChevronDown /></span></>}>
      <PanelBody id={entry.id} input={input} />
    </Dropdown>
  );
}
