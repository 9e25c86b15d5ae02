import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

/** Spec §9: rows are 37 px high. */
export const ROW_HEIGHT = 37;

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const crumbs = style({ flex: '1 1 auto', minWidth: 0 });

export const columns = style({
  display: 'flex',
  flex: '1 1 auto',
  minHeight: 0,
  position: 'relative',
  overflowX: 'auto',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '0 0 256px',
  width: 256,
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: focusRing.inside },
  },
});

export const listView = style([column, { flex: '1 1 auto', width: 'auto', borderRight: 'none' }]);

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: ROW_HEIGHT,
  padding: `0 ${vars.space.medium}`,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  ':hover': { background: vars.color.surfaceHover },
});

export const openRow = style({ background: vars.color.accentSoft });
export const activeRow = style({ boxShadow: `inset 2px 0 0 ${vars.color.focus}` });
export const selectedRow = style({ background: vars.color.infoSoft });

export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cell = style({
  flex: '0 0 140px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const listHeader = style([
  row,
  {
    cursor: 'default',
    fontWeight: vars.fontWeight.medium,
    borderBottom: `1px solid ${vars.color.border}`,
    ':hover': { background: 'transparent' },
  },
]);

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const state = style({ padding: vars.space.large });

export const more = style({ padding: vars.space.small, display: 'flex', justifyContent: 'center' });

export const selectionBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.infoSoft,
  fontSize: vars.fontSize.standard,
});

export const checkbox = style({ width: 16, textAlign: 'center', cursor: 'pointer' });

export const newFolder = style({ padding: `${vars.space.xsmall} ${vars.space.medium}` });

/** The columns and, beside them, the preview panel. */
export const body = style({ display: 'flex', flex: '1 1 auto', minHeight: 0, minWidth: 0 });

/** A name in edit takes the name's place in its 37 px row; its error shows over the rows below. */
export const renameField = style({ flex: '1 1 auto', minWidth: 0, position: 'relative' });

/** A column's 'Select all' above its rows. */
export const columnTools = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

/** The path editor in the breadcrumbs' place. */
export const pathEditor = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: '1 1 auto',
  minWidth: 0,
});

export const navigating = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The column's rows and the one right-click menu they share: the rest of the column's height. */
export const menuArea = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
});
