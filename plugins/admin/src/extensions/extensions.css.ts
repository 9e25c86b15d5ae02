import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The cards of a group: as many columns of at least 18rem as fit, so nothing spills at 1024 px. */
export const cards = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
});
