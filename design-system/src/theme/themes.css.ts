import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors } from '../tokens/tokens.js';
import { colorVars, vars } from './vars.css.js';

export const lightTheme = createTheme(colorVars, lightColors);
export const darkTheme = createTheme(colorVars, darkColors);

globalStyle(`${lightTheme}, ${darkTheme}`, {
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.standard,
});

globalStyle(`${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
