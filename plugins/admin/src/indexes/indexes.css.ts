import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** A status badge and the sentence that explains it, side by side in a list cell. */
export const note = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'baseline',
  minWidth: '16rem',
});

/** The columns to index, one checkbox each, in a bordered group that says what is missing. */
export const columnGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const legend = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
  paddingInline: vars.space.xsmall,
});

export const error = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  margin: 0,
});
