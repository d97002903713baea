import { Suspense, useState } from 'react';
import { useT } from '../../root/useT';
import { mq } from '../../theme/tokens';
import { closeMenu } from '../../ui/openMenu';
import { hs } from '../styles';
import { classes, cx } from '../../theme/sheet';
import { lazyView } from '../../ui/lazyView';
import { lineIcon } from '../../ui/icon-attrs';
import { loadDrawer } from './loadMenus';

const MenuDrawer = lazyView(() => loadDrawer().then((m) => ({ default: m.MenuDrawer })));

const s = classes('menubutton', {
  button: `
    display: none;
    ${mq.compact} {
      display: inline-flex;
    }
  `,
});

/** The hamburger of small screens: opens the side drawer with the whole menu (a lazy chunk). */
export function MenuButton() {
  const { t } = useT();
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed');
  return (
    <>
      <button type="button" className={cx(hs.iconButton, s.button)} aria-label={t('nav.menu')} aria-haspopup="dialog" data-track-target="menu"
        aria-expanded={state === 'open'} onPointerEnter={() => void loadDrawer()} onFocus={() => void loadDrawer()}
        onClick={() => { closeMenu(); setState('open'); }}>
        <svg {...lineIcon} width={22} height={22}>
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {state !== 'closed' ? (
        <Suspense fallback={null}>
          <MenuDrawer open={state === 'open'} onClose={() => setState('closing')}
            onClosed={() => setState('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}
