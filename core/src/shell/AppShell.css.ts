import { style, styleVariants } from '@vanilla-extract/css';
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

const navBase = style({
  gridArea: 'nav',
  overflowY: 'auto',
  overflowX: 'hidden',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The icon rail's width: a 40 px target with 8 px either side. */
const RAIL_WIDTH = 56;

/** The full menu's width, and the icon rail's. */
export const nav = styleVariants({
  expanded: [navBase, { width: 240 }],
  collapsed: [navBase, { width: RAIL_WIDTH }],
});

/** The navigation switch sits centred over the rail's column, in line with its icons. */
export const navToggleSlot = style({
  display: 'flex',
  justifyContent: 'center',
  flexShrink: 0,
  width: RAIL_WIDTH,
  marginInlineStart: `calc(-1 * ${vars.space.large})`,
});

export const main = style({ gridArea: 'main', overflow: 'auto', minWidth: 0 });

export const brand = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  textDecoration: 'none',
});

/** The breadcrumb takes the header's free width, keeping the buttons at its end. */
export const trail = style({ flex: '1 1 auto', minWidth: 0, display: 'flex' });
