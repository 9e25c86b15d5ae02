import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const demo = style({
  margin: 0,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
});

export const location = style({
  margin: `${vars.space.medium} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const caption = style({
  marginTop: vars.space.medium,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
