import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** Spec section 9: the code editor is 288px high. */
export const definitionEditor = style({ height: 288 });
globalStyle(`${definitionEditor} .cm-editor`, { height: '100%' });

export const warning = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.cautionSoft,
  padding: vars.space.medium,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const fieldError = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  margin: 0,
});
