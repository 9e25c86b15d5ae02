import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  flexWrap: 'wrap',
});

export const spacer = style({ flexGrow: 1 });

export const popoverBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  // Wide enough for a rule's fields side by side; the popover grows to it (it is 16rem by
  // default), and on a narrow window it stays inside the viewport's width less the popover's
  // padding and react-aria's edge margin.
  width: 420,
  maxWidth: `calc(100vw - 24px - 2 * ${vars.space.medium} - 2px)`,
});

export const ruleRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 110px 1fr auto',
  alignItems: 'end',
  gap: vars.space.xsmall,
});

export const sortRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 140px auto',
  alignItems: 'end',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
