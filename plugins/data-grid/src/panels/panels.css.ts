import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

const c = vars.color;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const formError = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: c.criticalSoft,
  color: c.critical,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
});

export const hint = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: c.cautionSoft,
  color: c.text,
  fontSize: vars.fontSize.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});

export const columnCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${c.border}`,
  borderRadius: vars.radius.medium,
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr 1fr',
  gap: vars.space.small,
  alignItems: 'start',
});

export const flags = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall, marginLeft: 'auto' });
