/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { css } from '@emotion/react';
import { USER_MENUS } from '../../config/menus/top';
import { visibleEntries } from '../../rules/menu-visibility';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { mq } from '../../theme/tokens';
import { NavMenu } from '../NavMenu';

const list = css`
  display: flex;
  align-items: center;
  ${mq.compact} {
    display: none;
  }
`;

/** Funds and Orders for logged-in users, at the end of the bar (the drawer carries them on phones). */
export function UserMenus() {
  const input = useVisibilityInput();
  const menus = useMemo(() => visibleEntries(USER_MENUS, input), [input]);
  if (menus.length === 0) return null;
  return (
    <ul css={list}>
      {menus.map((entry) => <NavMenu key={entry.id} entry={entry} input={input} align="end" />)}
    </ul>
  );
}
