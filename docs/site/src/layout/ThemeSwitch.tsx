import { Switch, useTheme } from '@atrium/design-system';

/** Light or dark: reflects the system preference until the reader flips it. */
export function ThemeSwitch() {
  const { resolved, setMode } = useTheme();
  return (
    <Switch isSelected={resolved === 'dark'} onChange={(dark) => setMode(dark ? 'dark' : 'light')}>
      Dark theme
    </Switch>
  );
}
