import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '24ch',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
    '&[aria-current="page"]': { color: vars.color.text, cursor: 'default', textDecoration: 'none' },
  },
});

export const separator = style({ color: vars.color.borderStrong });
