import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.fontFamily.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      gap: vars.space.xsmall,
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.standard,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.small,
  transition: `color ${vars.duration.fast}`,
  // The selection line sits on the list's border, so the tab list reads as one rule.
  '::after': {
    content: '""',
    position: 'absolute',
    insetInline: 0,
    bottom: -1,
    height: 2,
    background: 'transparent',
  },
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.text },
    '&[data-selected]::after': { background: vars.color.accent },
    '&[data-focus-visible]': { boxShadow: focusRing.around },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '[data-orientation="vertical"] &': { paddingInline: vars.space.medium },
    '[data-orientation="vertical"] &::after': {
      insetInline: 'auto -1px',
      insetBlock: 0,
      width: 2,
      height: 'auto',
    },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.large,
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-focus-visible]': { boxShadow: focusRing.around },
    '[data-orientation="vertical"] > &': { paddingInline: vars.space.large, paddingBlock: 0 },
  },
});
