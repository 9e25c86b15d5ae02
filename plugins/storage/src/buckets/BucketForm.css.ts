import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The limit and its unit side by side, the number taking the room. */
export const limitRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const grow = style({ flex: 1, minWidth: 0 });

/** A warning the form shows while a choice needs one (the public switch). */
export const warning = style({
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.cautionSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
});

export const warningTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const warningText = style({ margin: 0 });
