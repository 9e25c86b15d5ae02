import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const panel = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.small} ${vars.space.large}`,
  maxHeight: 220,
  overflowY: 'auto',
  background: vars.color.surface,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const grow = style({ flex: '1 1 auto', minWidth: 0 });

export const files = style({
  listStyle: 'none',
  margin: `${vars.space.small} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const file = style({ display: 'flex', fontSize: vars.fontSize.small });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  pointerEvents: 'none',
  zIndex: 1,
});
