import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

/** One module: its disclosure fills the row, however narrow the page. */
export const module = style({ flex: 1, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.standard });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  marginInlineStart: `calc(-1 * ${vars.space.xsmall})`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
  },
});

/** The chevron turns down while the module is open. */
export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
});

export const failed = style({ color: vars.color.critical, fontSize: vars.fontSize.small });

export const summary = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.xlarge,
});

export const groupTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A route: its method in a column of its own, then its path and declarations, wrapping beside it. */
export const route = style({
  display: 'grid',
  gridTemplateColumns: '4.5em minmax(0, 1fr)',
  columnGap: vars.space.small,
  alignItems: 'baseline',
});

export const routeDetail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.small,
  minWidth: 0,
});

/** A method or path: monospace, and a long path wraps anywhere rather than widen the page. */
export const code = style({
  minWidth: 0,
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const method = style([code, { fontWeight: vars.fontWeight.strong }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
