import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/** The run's text, whole but wrapped, scrolling past a few lines. */
export const sql = style({
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  maxHeight: '8em',
  overflow: 'auto',
  margin: 0,
  // Focusable, so a keyboard can scroll a long run's text.
  selectors: { '&:focus-visible': { boxShadow: focusRing.around, outline: 'none' } },
});

export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  margin: 0,
  wordBreak: 'break-word',
});
