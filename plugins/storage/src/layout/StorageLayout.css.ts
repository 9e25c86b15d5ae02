import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

const c = vars.color;

/** The sidebar on the left, the page on the right, each scrolling on its own. */
export const layout = style({ display: 'flex', height: '100%', minHeight: 0 });

export const page = style({ flex: 1, minWidth: 0, minHeight: 0, overflow: 'auto' });

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flexShrink: 0,
  width: 240,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  borderRight: `1px solid ${c.border}`,
  background: c.surface,
  boxSizing: 'border-box',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
});

export const heading = style({
  margin: 0,
  paddingInline: vars.space.small,
  color: c.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A bucket or configuration row: a link filling the row, with room for a badge and a menu. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: c.textMuted,
  fontSize: vars.fontSize.small,
  selectors: {
    '&:hover': { background: c.surfaceHover, color: c.text },
    '&[data-current]': {
      background: c.surfaceHover,
      color: c.text,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const rowLink = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xsmall,
  color: 'inherit',
  textDecoration: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing.inside } },
});

/** A state of the list (empty, failed) in the sidebar's small type. */
export const note = style({
  margin: 0,
  paddingInline: vars.space.small,
  color: c.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
});

export const noteTitle = style([note, { color: c.text, fontWeight: vars.fontWeight.medium }]);
