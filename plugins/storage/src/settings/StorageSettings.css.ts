import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The page's sections, one under the other, no wider than a key reads well. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: '760px',
  minWidth: 0,
  padding: vars.space.xlarge,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge });

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

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** A number and its unit side by side, then the action. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const grow = style({ flex: 1, minWidth: 160 });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const keyList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const keyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const keyText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const mono = style({ fontFamily: vars.fontFamily.code, fontSize: vars.fontSize.small });
