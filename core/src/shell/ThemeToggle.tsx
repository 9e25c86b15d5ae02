import { Button, colorModes, useTheme, type ColorMode } from '@atrium/design-system';

const labels: Record<ColorMode, string> = {
  system: 'System theme',
  light: 'Light theme',
  dark: 'Dark theme',
};

/** Cycles system → light → dark; the label says what is active now. */
export function ThemeToggle() {
  const { mode, setMode } = useTheme();
  const next = colorModes[(colorModes.indexOf(mode) + 1) % colorModes.length]!;
  return (
    <Button
      size="small"
      variant="ghost"
      aria-label={`${labels[mode]} (switch to ${labels[next].toLowerCase()})`}
      onPress={() => setMode(next)}
    >
      {labels[mode]}
    </Button>
  );
}
