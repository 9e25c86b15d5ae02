import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The fields of a sign-in page's form, one under the other, the button full width. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const failure = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.text,
});
