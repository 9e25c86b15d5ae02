import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

const c = vars.color;

/** The picker with its recommendation under it, as one field. */
export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

/** 'Types' and 'Enumerated types': quieter than the options they head. */
export const sectionHeader = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  color: c.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const recommendation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: c.cautionSoft,
  fontSize: vars.fontSize.small,
  lineHeight: 1.4,
});

export const recommendationTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  color: c.text,
});

export const recommendationText = style({ margin: 0, color: c.textMuted });
