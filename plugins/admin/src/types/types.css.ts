import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

/**
 * One value: its handle (or the handle's place), its field, then (for a new value) the move and
 * remove buttons. Outlined while a dragged value would land on it.
 */
export const valueRow = style({
  display: 'grid',
  gridTemplateColumns: '24px 1fr auto',
  gap: vars.space.small,
  alignItems: 'end',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { boxShadow: `0 0 0 2px ${vars.color.accent}` },
    '&:focus-visible': { boxShadow: focusRing.around },
  },
});

/** A new value's handle: what a pointer drags and what takes the keyboard's Enter. */
export const dragHandle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 32,
  borderRadius: vars.radius.small,
  color: vars.color.textMuted,
  cursor: 'grab',
  userSelect: 'none',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing.around } },
});

/** An existing value's empty handle place. */
export const noHandle = style({ width: 24 });

export const valueActions = style({ display: 'flex', gap: vars.space.xsmall });
