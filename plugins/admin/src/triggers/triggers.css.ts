import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The events' checkboxes: a group under its own label. */
export const group = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const groupLabel = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.small,
});

export const fieldError = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  margin: 0,
});

/** The chosen function: its name, and the button that opens the picker beside it. */
export const chosenFunction = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The picker's functions, one per row. */
export const functionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const functionRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
