import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

export const root = style({
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceHover,
  fontFamily: vars.fontFamily.text,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const language = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  // Pushes the copy button to the end; without a language the toolbar aligns it there itself.
  marginInlineEnd: 'auto',
});

/** Whitespace is kept and long lines scroll sideways (unless wrapped), like in an editor. */
export const pre = style({
  margin: 0,
  padding: vars.space.medium,
  overflowX: 'auto',
  whiteSpace: 'pre',
  tabSize: 2,
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  lineHeight: 1.6,
  color: vars.color.text,
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: { '&:focus-visible': { boxShadow: focusRing.inside } },
});

/** Long lines wrap, breaking even a long name, so the whole statement is in view. */
export const wrapped = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
