import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The tab strip over the editor, which fills the rest of the page. */
export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Many open snippets scroll sideways rather than pushing the page wider. */
export const list = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowX: 'auto',
  gap: vars.space.small,
  borderBottom: 'none',
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '16rem',
  paddingInline: vars.space.small,
  whiteSpace: 'nowrap',
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** The pointer's close mark; keyboards close with Delete or the Close tab button. */
export const closeMark = style({
  borderRadius: vars.radius.small,
  paddingInline: 2,
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceHover } },
});

/** The open tab's editor, filling what is left (react-aria's panel padding is not wanted here). */
export const panel = style({
  selectors: {
    '&[role="tabpanel"]': { flex: '1 1 0', minHeight: 0, padding: 0 },
  },
});
