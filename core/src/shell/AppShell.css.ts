import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';
import './page-frame.css.js';

export const shell = style({
  display: 'grid',
  gridTemplateRows: '48px minmax(0, 1fr)',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  height: '100%',
  overflow: 'hidden',
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const nav = style({
  gridArea: 'nav',
  width: 240,
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const main = style({ gridArea: 'main', overflow: 'auto', minWidth: 0 });

export const brand = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  textDecoration: 'none',
  marginRight: 'auto',
});
