import { Suspense, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../root/useT';
import { once } from '../platform/once';
import { lazyView } from './lazyView';
import { useHoverMenu } from './useHoverMenu';
import type { MenuGroup } from './openMenu';

/** The panel frame (top layer, placement, arrow keys) is a lazy chunk shared by every dropdown. */
const loadPanel = once(() => import('./DropdownPanel'));
const DropdownPanel = lazyView(loadPanel);

export interface DropdownProps {
  /** Its name in the one-open-at-a-time store (`$openMenu`). */
  id: string;
  /** What the button shows: its text, or an icon named by `label`. */
  button: ReactNode;
  /** The button's accessible name when it shows an icon. */
  label?: string;
  buttonClass?: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** The element around button and panel: `li` in a list of menus. */
  as?: 'div' | 'li';
  className?: string;
  /** The button edge the panel lines up with: `end` for the bar's far side (mirrored right to left). */
  placement?: 'start' | 'end';
  /** Names the panel, which makes it a region: a panel that is more than a list of links. */
  panelLabel?: string;
  /** No padding in the panel: the content draws its own edges. */
  flush?: boolean;
  /** Starts loading the content at the first sign of interest (hover, focus, ArrowDown). */
  prefetch?: () => unknown;
  /** The content is a modal dialog of its own, rendered as it is (see `useHoverMenu`). */
  modal?: boolean;
  /** One open at a time within it (ui/openMenu.ts): the header's menus' when absent. */
  group?: MenuGroup;
  /** `click`: hovering does not open it (a picker inside a panel, the phone footer's selectors). */
  openOn?: 'hover' | 'click';
  /** The pointer leaving closes it: the default when it opens on hover. */
  leave?: boolean;
  /** The panel opens in the page's flow under its button (the phone footer), not above the page. */
  inline?: boolean;
  /** The panel's content, rendered while open; it may suspend (the loading status shows meanwhile). */
  children: ReactNode;
}

/**
 * A disclosure button and its panel: the header's nav menus, Account and Download app, the
 * Pay-with picker inside Buy Crypto and the phone footer's selectors. Behaviour is
 * `useHoverMenu`'s; the panel opens in the top layer under its button, or in the page's flow
 * (`inline`), both DropdownPanel. The element with the panel's id is always there, for `aria-controls`.
 */
export function Dropdown(p: DropdownProps) {
  const { t } = useT();
  const own = useRef<HTMLButtonElement>(null);
  const button = p.buttonRef ?? own;
  const wrap = useRef<HTMLDivElement & HTMLLIElement>(null);
  const panelId = useId();
  const menu = useHoverMenu(p.id, {
    modal: p.modal, group: p.group, openOn: p.openOn, leave: p.leave,
    onOpen: () => {
      if (!p.modal) void loadPanel();
      p.prefetch?.();
    },
  });
  const Wrap = p.as ?? 'div';

  return (
    <Wrap ref={wrap} className={p.className} {...menu.wrapProps}>
      <button ref={button} type="button" className={p.buttonClass} aria-label={p.label} aria-expanded={menu.open} data-track-target={p.id}
        aria-controls={p.modal ? undefined : panelId} {...menu.buttonProps}>
        {p.button}
      </button>
      {p.modal ? p.children : (
        <div id={panelId} hidden={!menu.open}>
          {menu.open ? (
            <Suspense fallback={<span role="status" className="sc-visually-hidden">{t('nav.loading')}</span>}>
              <DropdownPanel id={p.id} group={p.group} wrap={wrap} anchor={button} placement={p.placement ?? 'start'} label={p.panelLabel} flush={p.flush} inline={p.inline}
                focusFirst={menu.focusFirst} onFocused={menu.focused}>
                {p.children}
              </DropdownPanel>
            </Suspense>
          ) : null}
        </div>
      )}
    </Wrap>
  );
}
