import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A busy status's spinner, the size of the badge's text, like a pending button's. */
export const spinner = style({
  width: '0.9em',
  height: '0.9em',
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: '1.5px solid currentColor',
  borderRightColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 900ms linear infinite` },
  },
});
