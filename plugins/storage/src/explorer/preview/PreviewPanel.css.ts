import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** Spec §9: the preview panel is 450 px wide. */
export const panel = style({
  flex: '0 0 450px',
  width: 450,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderLeft: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  minHeight: 0,
});

export const media = style({ maxWidth: '100%', maxHeight: 320, objectFit: 'contain' });

export const text = style({
  margin: 0,
  maxHeight: 320,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  background: vars.color.surfaceHover,
  padding: vars.space.small,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
