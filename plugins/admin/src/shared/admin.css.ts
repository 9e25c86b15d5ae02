import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

/** The list tables of the admin screens: a plain, full-width table that scrolls sideways. */
export const listFrame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const list = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
});

export const headCell = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

export const muted = style({ color: vars.color.textMuted });

export const code = style({ fontFamily: vars.fontFamily.code, fontSize: vars.fontSize.xsmall });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/** A name that may be truncated: it takes focus only when it has a tooltip to show. */
export const name = style({
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing.around } },
});

export const link = style({
  color: vars.color.text,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
  },
});

export const banner = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.cautionSoft,
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const bannerTitle = style({ fontWeight: vars.fontWeight.strong, margin: 0 });

/** The last cell of a row: its link and its menu, at the row's end. */
export const rowEnd = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'flex-end',
});

/** One row of an EditableRows list: two fields side by side, the remove button at the end. */
export const pairRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr auto',
  gap: vars.space.small,
  alignItems: 'end',
});
