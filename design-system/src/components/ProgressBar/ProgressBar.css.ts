import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

/** Shared by ProgressBar and Gauge: label and value above a track with a fill. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  marginInlineStart: 'auto',
});

export const track = style({
  position: 'relative',
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transition: `width ${vars.duration.standard}`,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** Without motion an indeterminate bar is a faint full track, which still reads as "working". */
export const indeterminate = style({
  width: '100%',
  opacity: 0.4,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      width: '40%',
      opacity: 1,
      animation: `${slide} 1.2s ease-in-out infinite`,
    },
  },
});
