import { useStore } from '@nanostores/react';
import { $theme, toggleTheme } from '../stores/theme';
import { useT } from '../root/useT';
import { MoonIcon, SunIcon } from '../ui/icons';
import { hs } from './styles';

export function ThemeToggle() {
  const { t } = useT();
  const dark = useStore($theme) === 'dark';
  return (
    <button type="button" className={hs.iconButton} onClick={() => void toggleTheme()} data-track-target="theme"
      aria-label={t(dark ? 'header.theme.toLight' : 'header.theme.toDark')}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
