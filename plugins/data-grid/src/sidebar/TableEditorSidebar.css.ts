import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

const c = vars.color;

export const sidebar = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  flexShrink: 0,
  minHeight: 0,
  paddingBlock: vars.space.medium,
  borderRight: `1px solid ${c.border}`,
  background: c.surface,
  boxSizing: 'border-box',
});

/** Collapsed: a thin rail holding only the button that opens the list again. */
export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flexShrink: 0,
  width: 40,
  paddingBlock: vars.space.small,
  borderRight: `1px solid ${c.border}`,
  background: c.surface,
  boxSizing: 'border-box',
});

/** The collapse button, in the corner beside the schema label. */
export const corner = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 1,
});

/** The right edge, a few pixels wide to grab; the border lights up while hovered or focused. */
export const resizer = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  right: -3,
  width: 6,
  cursor: 'col-resize',
  touchAction: 'none',
  zIndex: 1,
  outline: 'none',
  selectors: {
    '&:hover, &:focus-visible, &:active': {
      background: `linear-gradient(to right, transparent 2px, ${c.focus} 2px, ${c.focus} 4px, transparent 4px)`,
    },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
});

export const toolbar = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xsmall });

export const grow = style({ flex: 1, minWidth: 0 });

export const notice = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: c.cautionSoft,
  color: c.text,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
});

export const noticeTitle = style({ fontWeight: vars.fontWeight.strong, color: c.caution });

/** The list scrolls on its own, below the fixed controls. */
export const listScroller = style({ flex: 1, minHeight: 0, overflowY: 'auto' });

export const list = style({ outline: 'none', paddingInline: vars.space.xsmall });

/** Spec: entity rows are 28px tall. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  height: 28,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: c.textMuted,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: c.surfaceHover, color: c.text },
    '&[data-current]': {
      background: c.surfaceHover,
      color: c.text,
      fontWeight: vars.fontWeight.medium,
    },
    '&:focus-visible': { boxShadow: focusRing.inside },
  },
});

/** A grid cell or empty-state row that lays its children out as if it were not there. */
export const contents = style({ display: 'contents' });

export const rowName = style({
  flex: 1,
  color: 'inherit',
  textDecoration: 'none',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const typeIcon = style({ display: 'inline-flex', flexShrink: 0, color: c.textMuted });

/** A lint's warning sign: the caution colour, never shrunk, so it stays readable at any width. */
export const lintIcon = style({ display: 'inline-flex', flexShrink: 0, color: c.caution });

/** A type's icon beside its name (the type filter). */
export const typeName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** Asks for more rows when it scrolls into view: a point at the list's end, taking no room. */
export const loadMoreSentinel = style({ height: 1, width: 1, marginTop: -1 });

export const loadMore = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.small,
  color: c.textMuted,
  fontSize: vars.fontSize.small,
});

export const filterList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 240,
});

export const filterRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
