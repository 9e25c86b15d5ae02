import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const editor = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
});

export const control = style({
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  border: 'none',
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: -2,
  padding: `0 ${vars.space.small}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'none',
});

export const error = style({
  position: 'fixed',
  zIndex: 5,
  marginTop: 36,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  background: vars.color.critical,
  color: vars.color.textInverse,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
});
