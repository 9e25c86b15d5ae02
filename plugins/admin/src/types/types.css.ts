import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** One value: its field, then (for a new value) the move and remove buttons. */
export const valueRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.small,
  alignItems: 'end',
});

export const valueActions = style({ display: 'flex', gap: vars.space.xsmall });
