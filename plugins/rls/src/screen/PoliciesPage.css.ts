import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

export const tableLink = style({
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
  },
});

export const policyList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const policyItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const command = style({
  minWidth: '4.5rem',
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const roles = style({
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const moreRoles = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.info,
  cursor: 'default',
  textDecoration: 'underline dotted',
});
