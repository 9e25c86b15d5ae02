import { style } from '@vanilla-extract/css';

/** Text for screen readers only: the switch's name, already visible as the card's heading. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
