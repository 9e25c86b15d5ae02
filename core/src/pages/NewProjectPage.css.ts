import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';
import { section, stack } from '../account/AccountPage.css.js';

/** The new-project form: a framed section, as the account pages' forms, no wider than reads well. */
export const form = style([section, { maxWidth: 640 }]);

export const fields = stack;

/** Which organization the project goes in: shown, not edited (the slug in the address decides). */
export const organization = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

/** Worded and placed as the fields' labels are. */
export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
