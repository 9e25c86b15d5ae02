import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

export const scroller = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: focusRing.around } },
});

/** Fixed layout keeps column widths from the header, so they do not jump as rows virtualize. */
export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

const cell = {
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

/** The header row stays on top while scrolling (react-virtuoso makes `thead` sticky). */
export const headerCell = style({
  ...cell,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const bodyCell = style(cell);

export const row = style({
  outline: 'none',
  selectors: {
    '&[tabindex]': { cursor: 'pointer' },
    '&[tabindex]:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { boxShadow: focusRing.inside },
  },
});

export const placeholder = style({ padding: vars.space.large });

export const filler = style({ padding: 0, border: 0 });
