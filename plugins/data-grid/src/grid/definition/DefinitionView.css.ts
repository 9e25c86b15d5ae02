import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The CREATE statement above the columns: a long one scrolls within its share of the height. */
export const statement = style({
  flexShrink: 0,
  maxHeight: '45%',
  overflow: 'auto',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});
