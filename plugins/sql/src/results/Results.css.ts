import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const muted = style({ color: vars.color.textMuted });

export const nullValue = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const typeName = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
});

/** The results area: the status line, then the tabs, whose panel fills the rest. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  minHeight: 0,
});

export const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.small,
});

export const tabs = style({
  flex: '1 1 0',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const tabPanel = style({
  flex: '1 1 0',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const grid = style({ flex: '1 1 0', minHeight: 0 });

/** Every result row is this tall, so the list never measures one. */
export const ROW_HEIGHT = 33;

export const scroller = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
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
  paddingBlock: 0,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  textAlign: 'start',
} as const;

/** The header row stays on top while scrolling (react-virtuoso makes `thead` sticky). */
export const headerCell = style({
  ...cellBase,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style(cellBase);

export const filler = style({ padding: 0, border: 0 });

export const placeholder = style({ padding: vars.space.large, color: vars.color.textMuted });

export const error = style({
  color: vars.color.critical,
  whiteSpace: 'pre-wrap',
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  margin: 0,
});

export const messages = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  overflow: 'auto',
});
