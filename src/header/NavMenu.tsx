import { lazyPart } from '../ui/lazyView';
import type { MenuEntry } from '../config/menus/types';
import type { VisibilityInput } from '../rules/menu-visibility';
import { useT } from '../root/useT';
import { ChevronDown } from '../ui/icons';
import { Dropdown } from '../ui/Dropdown';
import { hs } from './styles';
import { classes, cx } from '../theme/sheet';
import { loadMenuPanels } from './nav/loadMenus';

// Rendered inside the dropdown's panel, which sets up the Emotion scope: `lazyPart` here.
const PanelBody = lazyPart(() => loadMenuPanels().then((m) => ({ default: m.PanelBody })));

const s = classes('navmenu', {
  button: `
    & > span {
      display: inline-flex;
      transition: transform .15s;
    }
    &[aria-expanded='true'] > span {
      transform: rotate(180deg);
    }
  `,
});

/**
 * A top-level header menu in the disclosure-navigation pattern: a button with `aria-expanded`
 * controlling a panel of links (ui/Dropdown). The items and their layout are a lazy chunk.
 */
export function NavMenu({ entry, input, align = 'start' }: { entry: MenuEntry; input: VisibilityInput; align?: 'start' | 'end' }) {
  const { t } = useT();
  return (
    <Dropdown as="li" id={entry.id} buttonClass={cx(hs.navItem, s.button)} placement={align} prefetch={loadMenuPanels}
      button={<>{t(entry.label)}<span><ChevronDown /></span></>}>
      <PanelBody id={entry.id} input={input} />
    </Dropdown>
  );
}
