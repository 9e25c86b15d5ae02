import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';
import { HEADER_HEIGHT, ROW_HEIGHT } from './diagram-model.js';

/** The diagram's window: fills the screen below the toolbar, and clips what lies outside. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  height: 'max(360px, calc(100vh - 260px))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  cursor: 'grab',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: focusRing.around },
    '&[data-dragging]': { cursor: 'grabbing' },
  },
});

/** The diagram at its own size, moved and scaled as one. */
export const plane = style({ position: 'absolute', top: 0, left: 0, transformOrigin: '0 0' });

export const edges = style({ position: 'absolute', top: 0, left: 0, overflow: 'visible' });

export const edge = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.5 });

export const arrow = style({ fill: vars.color.textMuted });

export const node = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  fontSize: vars.fontSize.small,
  overflow: 'hidden',
});

export const nodeHeader = style({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: HEADER_HEIGHT,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const nodeLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
  },
});

export const columns = style({ listStyle: 'none', margin: 0, padding: 0 });

export const column = style({
  display: 'grid',
  gridTemplateColumns: '32px minmax(0, 1fr) minmax(0, auto)',
  gap: vars.space.small,
  alignItems: 'center',
  boxSizing: 'border-box',
  height: ROW_HEIGHT,
  paddingInline: vars.space.medium,
});

export const key = style({
  color: vars.color.positive,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
});

export const clip = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const type = style([
  clip,
  { color: vars.color.textMuted, fontFamily: vars.fontFamily.code, fontSize: vars.fontSize.xsmall },
]);

export const toolbar = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const zoom = style({
  minWidth: '4ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
