import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';
import { overlayMotion } from '../Popover/motion.js';

/** Inverted colours so the tip reads against any surface, in both themes. */
export const tooltip = style({
  maxWidth: '20rem',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.small,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
  transformOrigin: 'var(--trigger-anchor-point)',
  ...overlayMotion({ opacity: 0, transform: 'scale(0.96)' }, vars.duration.fast),
});

/** The focusable stand-in around a disabled control (see Tooltip.tsx). */
export const disabledTrigger = style({
  display: 'inline-flex',
  borderRadius: vars.radius.medium,
  cursor: 'not-allowed',
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      boxShadow: focusRing.apart,
    },
  },
});

// A disabled <button> swallows pointer events in some browsers, so hover would never reach the
// wrapper; letting them pass through to the wrapper keeps the tooltip working on hover.
globalStyle(`${disabledTrigger} > *`, { pointerEvents: 'none' });
