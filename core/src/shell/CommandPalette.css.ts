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

export const empty = style({ padding: vars.space.large, color: vars.color.textMuted });
