import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

export const icon = style({ color: vars.color.critical, display: 'inline-flex' });

/** On its own line under the message. */
export const code = style({
  display: 'block',
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  margin: 0,
});
