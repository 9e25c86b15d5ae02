import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

globalStyle('html, body', { margin: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const shell = style({
  display: 'grid',
  gridTemplateRows: '52px 1fr',
  gridTemplateColumns: '248px 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  height: '100vh',
  '@media': {
    'screen and (max-width: 767px)': {
      // Small screens: the navigation stacks above the page instead of beside it.
      height: 'auto',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateColumns: '1fr',
      gridTemplateAreas: '"header" "nav" "main"',
    },
  },
});

export const header = style({
  gridArea: 'header',
  minHeight: 52,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({
  marginRight: 'auto',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: vars.space.small,
  zIndex: 100,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
});

export const nav = style({
  gridArea: 'nav',
  overflowY: 'auto',
  padding: vars.space.medium,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    'screen and (max-width: 767px)': { maxHeight: '40vh', borderRight: 'none' },
  },
});

export const navGroup = style({ marginTop: vars.space.large });

export const navHeading = style({
  margin: `0 0 ${vars.space.xsmall}`,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'block',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.accentSoft,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const main = style({
  gridArea: 'main',
  overflow: 'auto',
  minWidth: 0,
  padding: `${vars.space.xlarge} ${vars.space.xxlarge} ${vars.space.xxlarge}`,
  ':focus': { outline: 'none' },
});

// Headings are focused by script on navigation, for screen readers; no ring for that.
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });
