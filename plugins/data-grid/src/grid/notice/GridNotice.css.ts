import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

/** Variant x colour as a lookup table, as the design system's recipes do. */
export const tone = styleVariants({
  info: { background: vars.color.infoSoft },
  caution: { background: vars.color.cautionSoft },
});

export const message = style({ flexGrow: 1, minWidth: 0 });
