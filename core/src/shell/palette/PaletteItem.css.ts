import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const section = style({
  selectors: { '& + &': { marginTop: vars.space.xsmall } },
});

export const heading = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.accentSoft } },
});

export const icon = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.25,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  color: vars.color.textMuted,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 });

/** Long table names end in an ellipsis rather than pushing the row wider than the dialog. */
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const description = style([
  label,
  { fontSize: vars.fontSize.small, color: vars.color.textMuted },
]);

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  flexShrink: 0,
  whiteSpace: 'nowrap',
});

export const shortcut = style({
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: `0 ${vars.space.xsmall}`,
  flexShrink: 0,
});
