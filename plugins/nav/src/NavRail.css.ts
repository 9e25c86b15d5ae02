import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';
import { entry } from './NavSections.css.js';

export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.medium} 0`,
  listStyle: 'none',
});

/** A 40 px square target around a 20 px icon. */
export const link = style([
  entry,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    color: vars.color.textMuted,
  },
]);
