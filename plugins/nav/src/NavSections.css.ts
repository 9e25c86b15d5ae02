import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.medium,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: {
    // The section holding the page in view reads a shade stronger: where the user is, at a glance.
    '&[data-current]': { color: vars.color.text },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A menu entry's states, shared by the full menu's links and the rail's icons. */
export const entry = style({
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-current]': {
      background: vars.color.accentSoft,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': { boxShadow: focusRing.inside },
  },
});

export const link = style([
  entry,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    minHeight: 28,
    paddingInline: vars.space.small,
    fontFamily: vars.fontFamily.text,
    fontSize: vars.fontSize.standard,
  },
]);

// A skeleton row takes the height of the link it stands for, so nothing jumps when it resolves.
export const pending = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: 28,
  paddingInline: vars.space.small,
});
