import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The page's sections, one under the other, no wider than a key reads well. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '760px',
  minWidth: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({ fontWeight: vars.fontWeight.strong });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** The service key's warning: it bypasses row-level security. */
export const warning = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.cautionSoft,
  fontSize: vars.fontSize.small,
});

/** The hidden service key: a line of dots in the key's place, with Reveal beside it. */
export const masked = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.fontFamily.code,
  color: vars.color.textMuted,
  overflow: 'hidden',
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });
