import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** As many columns of at least 20rem as fit, so nothing spills at 1024 px. */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/** The snippet's opening lines: enough to tell what it makes. */
export const preview = style({
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre',
  overflow: 'hidden',
  maxHeight: '7.5em',
  margin: 0,
  flexGrow: 1,
});
