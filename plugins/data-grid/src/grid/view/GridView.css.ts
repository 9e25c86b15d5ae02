import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

export const ROW_HEIGHT = 35;

export const scroller = style({
  flexGrow: 1,
  minHeight: 0,
  background: vars.color.surface,
});

/** Fixed layout: widths come from the header, so cells never reflow while rows virtualize. */
export const table = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

const cellBase = {
  height: ROW_HEIGHT,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.small}`,
  borderRight: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  textAlign: 'left',
  outline: 'none',
} as const;

export const headerCell = style({
  ...cellBase,
  position: 'relative',
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  padding: 0,
});

export const headerContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: '100%',
  paddingLeft: vars.space.small,
});

export const headerName = style({
  flexGrow: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const headerFormat = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontFamily: vars.fontFamily.code,
});

export const resizeHandle = style({
  position: 'absolute',
  top: 0,
  right: 0,
  width: 6,
  height: '100%',
  cursor: 'col-resize',
  zIndex: 2,
  selectors: { '&:hover, &[data-resizing]': { background: vars.color.accent } },
});

export const bodyCell = style({
  ...cellBase,
  background: vars.color.surface,
  selectors: {
    '&[data-active]': { boxShadow: focusRing.inside },
    '&[data-in-range]': { background: vars.color.accentSoft },
    'tr[data-selected] &': { background: vars.color.accentSoft },
    '&:focus-visible': { boxShadow: focusRing.inside },
    // The editor's message draws outside the cell, over the rows around it.
    '&[data-editing]': { overflow: 'visible', zIndex: 2 },
  },
});

/** Frozen columns and the select column stay put while the rest scrolls sideways. */
export const frozen = style({ position: 'sticky', zIndex: 1 });
export const frozenHeader = style({ position: 'sticky', zIndex: 3 });

export const selectCell = style({ textAlign: 'center' });

export const nullValue = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const cellWithAction = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  overflow: 'hidden',
});

export const cellLink = style({
  flexShrink: 0,
  color: vars.color.accent,
  textDecoration: 'none',
  fontSize: vars.fontSize.xsmall,
});

export const inlineAction = style({
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  cursor: 'pointer',
  padding: 0,
  fontSize: vars.fontSize.xsmall,
});

export const checkbox = style({ margin: 0, cursor: 'pointer', accentColor: vars.color.accent });

export const menuArea = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minHeight: 0,
});

/** Stands in for the columns scrolled out of view sideways. */
export const spacerCell = style({
  padding: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The header row of a table with no rows: scrolls sideways with its columns, never down. */
export const headerOnly = style({
  flexShrink: 0,
  overflowX: 'auto',
  background: vars.color.surface,
});
