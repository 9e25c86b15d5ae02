import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  flexWrap: 'wrap',
});

export const spacer = style({ flexGrow: 1 });

export const pageInput = style({
  width: 64,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
});

export const pageSize = style({ width: 150 });

export const muted = style({ color: vars.color.textMuted });
