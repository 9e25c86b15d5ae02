import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const muted = style({ color: vars.color.textMuted });

export const nullValue = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const typeName = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
});

/** The results area: the status line, then the tabs, whose panel fills the rest. */
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

export const tabs = style({
  flex: '1 1 0',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const tabPanel = style({
  flex: '1 1 0',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const grid = style({ flex: '1 1 0', minHeight: 0 });

export const error = style({
  color: vars.color.critical,
  whiteSpace: 'pre-wrap',
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  margin: 0,
});

export const messages = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  overflow: 'auto',
});
