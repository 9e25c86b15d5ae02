import { style } from '@vanilla-extract/css';

/**
 * Text for screen readers only: out of sight, still in the accessibility tree. A class rather than
 * react-aria's VisuallyHidden component, which also tracks focus for focusable content and cost
 * first paints half a kilobyte for a heading and a loading label.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
