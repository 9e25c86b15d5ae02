import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The sidebar beside the editor, filling the shell's main with it. */
export const layout = style({ display: 'flex', height: '100%', minHeight: 0 });

export const main = style({ flex: '1 1 0', minWidth: 0, minHeight: 0 });

export const sidebar = style({
  flex: '0 0 240px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minHeight: 0,
  overflow: 'auto',
  padding: vars.space.small,
  borderRight: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: `${vars.space.small} 0 0`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** The snippet's name: the row's link, cut with an ellipsis rather than wrapping. */
export const name = style({
  flex: '1 1 auto',
  minWidth: 0,
  justifyContent: 'flex-start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const open = style({ fontWeight: vars.fontWeight.strong });

export const preview = style({ fontFamily: vars.fontFamily.code, whiteSpace: 'pre-wrap' });

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  fontSize: vars.fontSize.small,
  background: vars.color.cautionSoft,
  borderRadius: vars.radius.small,
});

export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
