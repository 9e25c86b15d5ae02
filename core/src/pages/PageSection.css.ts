import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

/** A framed card, as the plugins' screens frame their sections (the policies page's tables). */
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const heading = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
});

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  minHeight: 40,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const empty = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  color: vars.color.textMuted,
});

/** A row's main link: the name of what it opens. */
export const rowLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
  },
});

/** Secondary text; it wraps within its own column, beside the row's name. */
export const muted = style({
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** Pushes what follows to the row's end (a status badge). */
export const end = style({ marginInlineStart: 'auto' });

/** Section cards side by side, as many as fit. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
});

/** A row's control at its far end (a switch), lined up from row to row whatever the text's length. */
export const trailing = style({ marginInlineStart: 'auto', display: 'flex' });
