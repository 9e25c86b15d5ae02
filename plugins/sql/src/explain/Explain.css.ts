import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

/** The plan area: its status line, then the tree, which scrolls within the results area. */
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

export const spacer = style({ flexGrow: 1 });

export const error = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
});

export const tree = style({
  flex: '1 1 0',
  minHeight: 0,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
});

/** One node: a row indented by its level (react-aria's `--tree-item-level`). */
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  paddingInlineStart: `calc((var(--tree-item-level, 1) - 1) * 1.25rem + ${vars.space.small})`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: focusRing.inside },
  },
});

/** A costly node: its own time (or cost) is a large share of the plan's. */
export const costly = style({
  background: vars.color.cautionSoft,
  boxShadow: `inset 3px 0 0 ${vars.color.caution}`,
});

export const chevron = style({
  all: 'unset',
  width: '1rem',
  flexShrink: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const nodeType = style({ fontWeight: vars.fontWeight.strong });

export const facts = style({ color: vars.color.textMuted });

export const details = style({
  color: vars.color.textMuted,
  fontFamily: vars.fontFamily.code,
  overflowWrap: 'anywhere',
});
