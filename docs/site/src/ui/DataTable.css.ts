import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** Wide tables (the rules tables) scroll sideways inside the page instead of widening it. */
export const scroller = style({
  overflowX: 'auto',
  marginBlock: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.standard,
  lineHeight: 1.5,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
});

globalStyle(`${table} th`, {
  background: vars.color.surfaceHover,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tr:last-child td`, { borderBottom: 'none' });
