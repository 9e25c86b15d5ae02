import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The bar's own width decides what it shows: the grid beside it may be narrow at any window size. */
const footer = createContainer('grid-footer');

/** Below this width the page-size choice and the exact count give way, so the bar stays one line. */
const NARROW = `${footer} (max-width: 680px)`;
/**
 * Below this width the words a control or tooltip already says are dropped ('Page', an estimate's
 * 'records (estimated)': the count's tooltip keeps the whole text).
 */
const COMPACT = `${footer} (max-width: 860px)`;

export const bar = style({
  containerName: footer,
  containerType: 'inline-size',
  flexShrink: 0,
});

/** One line whatever the width: items shrink or give way, never wrap (issue 12, item 10). */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: vars.space.small,
  height: 44,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xsmall,
});

export const spacer = style({ flexGrow: 1 });

export const pageInput = style({
  width: 56,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
});

export const pageSize = style({
  width: 112,
  flexShrink: 0,
  '@container': { [NARROW]: { display: 'none' } },
});

/** The count gives way first: it shortens with an ellipsis rather than push anything out. */
export const count = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flexShrink: 1,
});

export const countText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** The menu that holds what NARROW hides: shown only then. */
export const overflow = style({
  display: 'none',
  flexShrink: 0,
  '@container': { [NARROW]: { display: 'inline-flex' } },
});

export const exactCount = style({
  flexShrink: 0,
  '@container': { [NARROW]: { display: 'none' } },
});

/** Words beside a control that names itself, or whose tooltip says them: dropped when room is short. */
export const wordy = style({ '@container': { [COMPACT]: { display: 'none' } } });

export const muted = style({ color: vars.color.textMuted });

export const failed = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });

export const status = style({ flexShrink: 0 });
