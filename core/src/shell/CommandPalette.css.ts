import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingTop: '12vh',
  zIndex: vars.zIndex.dialog,
});

export const modal = style({
  width: 'min(560px, 92vw)',
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.border}`,
  outline: 'none',
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const search = style({
  width: '100%',
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  padding: vars.space.large,
  outline: 'none',
});

export const list = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  outline: 'none',
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

export const source = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  marginLeft: 'auto',
});

export const shortcut = style({
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: `0 ${vars.space.xsmall}`,
});

export const empty = style({ padding: vars.space.large, color: vars.color.textMuted });
