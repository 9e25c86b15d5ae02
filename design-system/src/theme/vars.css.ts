import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import {
  colorNames,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  radius,
  space,
  type ColorName,
} from '../tokens/tokens.js';

/**
 * The theme contract. Scales that do not change between themes are set once on :root; colours
 * are a contract that each theme class fills in (see themes.css.ts).
 */
export const colorVars = createThemeContract(
  Object.fromEntries(colorNames.map((name) => [name, null])) as Record<ColorName, null>,
);

export const staticVars = createGlobalTheme(':root', {
  space,
  radius,
  fontSize,
  fontWeight,
  fontFamily,
  duration,
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.12)',
    large: '0 8px 28px rgba(0, 0, 0, 0.22)',
  },
  zIndex: { popover: '40', dialog: '50', toast: '60' },
});

export const vars = { ...staticVars, color: colorVars };
