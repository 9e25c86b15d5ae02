import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

const c = vars.color;

/** The editor's event boundary; it takes no box of its own. */
export const scope = style({ display: 'contents' });

/** The editor fills its cell, with the focus colour as its border (the grid's active-cell look). */
export const editor = style({
  position: 'relative',
  height: '100%',
  // Edge to edge over the cell's padding, so its border is the active cell's, not a second frame.
  marginInline: `calc(-1 * ${vars.space.small})`,
  display: 'flex',
  alignItems: 'center',
});

export const control = style({
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  border: 'none',
  outline: 'none',
  boxShadow: focusRing.inside,
  padding: `0 ${vars.space.small}`,
  background: c.surface,
  color: c.text,
  font: 'inherit',
  selectors: { '&::placeholder': { color: c.textMuted } },
});

/** The cell's text while its value is edited in the popover under it. */
export const anchorText = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    color: c.textMuted,
  },
]);

/** A Select filling the cell: the field's root and its trigger take the cell's height. */
export const choice = style({
  width: '100%',
  height: '100%',
  justifyContent: 'center',
  paddingInline: 2,
  boxSizing: 'border-box',
});

const popoverBase = style({
  boxSizing: 'border-box',
  border: `1px solid ${c.border}`,
  borderRadius: vars.radius.medium,
  background: c.surfaceRaised,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
  color: c.text,
});

/** At least as wide as the cell; a JSON value gets room to be read and typed. */
export const popover = styleVariants({
  hint: [popoverBase, { minWidth: 'var(--trigger-width)', maxWidth: 360 }],
  roomy: [popoverBase, { width: 'max(var(--trigger-width), 420px)', maxWidth: '90vw' }],
});

export const popoverBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
});

/** A line under the control: the format to type, and the keys. */
export const hint = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  color: c.textMuted,
  fontSize: vars.fontSize.xsmall,
});

export const format = style({ fontFamily: vars.fontFamily.code });

export const error = style({ color: c.critical, fontSize: vars.fontSize.small });
