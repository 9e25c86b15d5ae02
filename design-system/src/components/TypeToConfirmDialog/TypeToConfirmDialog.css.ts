import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

export const field = style({ marginTop: vars.space.large });

/** The value to type, set apart so it reads as something to copy exactly. */
export const expected = style({ fontFamily: vars.fontFamily.code });
