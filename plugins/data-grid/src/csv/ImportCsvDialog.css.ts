import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const preview = style({
  overflow: 'auto',
  maxHeight: 260,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const previewTable = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  fontFamily: vars.fontFamily.code,
});

export const previewCell = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
  // A header cell is centred by default; the data under it starts at the left.
  textAlign: 'start',
});

export const mappingSelect = style({ minWidth: 140 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
