import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const editor = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
});

export const control = style({
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  border: 'none',
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: -2,
  padding: `0 ${vars.space.small}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'none',
});

/**
 * Under the cell, placed from the editor itself so it moves with the cell when the grid scrolls,
 * sideways too. Near the grid's bottom or right edge the grid marks the cell (`data-message-above`,
 * `data-message-end`) and the message goes above it, or ends at its right edge.
 */
export const error = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  width: 'max-content',
  maxWidth: 360,
  whiteSpace: 'normal',
  selectors: {
    '[data-message-above] &': { top: 'auto', bottom: '100%' },
    '[data-message-end] &': { left: 'auto', right: 0 },
  },
  zIndex: 5,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  background: vars.color.critical,
  color: vars.color.textInverse,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.xsmall,
});
