import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const example = style({ marginBlock: vars.space.xlarge });

/** The live area: the page's own background, framed, so the component's surfaces stand out. */
export const stage = style({
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
});

export const note = style({
  minHeight: '1.5em',
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const propName = style({ fontFamily: vars.fontFamily.code, whiteSpace: 'nowrap' });

export const propType = style({
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const required = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
