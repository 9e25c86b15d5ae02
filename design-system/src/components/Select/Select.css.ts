import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

const c = vars.color;

export const trigger = control({ kind: 'trigger' });

export const selectValue = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: c.textMuted } },
});

export const chevron = style({ display: 'inline-flex', flexShrink: 0, color: c.textMuted });

/**
 * At least as wide as the field (react-aria measures the trigger into --trigger-width). React-aria
 * sets the popover's max-height inline to the room left on screen, so the popover is a flex column
 * and the list inside shrinks to whichever is smaller: that room or 24rem.
 */
export const popover = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--trigger-width)',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${c.border}`,
  background: c.surfaceRaised,
  boxShadow: vars.shadow.large,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.standard,
});

/** A searchable list's field, above its options. */
export const searchInput = style([
  control({ kind: 'input' }),
  { flexShrink: 0, marginBottom: vars.space.xsmall },
]);

/** Never taller than 24rem, scrolling past that (spec: dropdown list max height 24rem). */
export const listBox = style({
  minHeight: 0,
  maxHeight: '24rem',
  overflowY: 'auto',
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: c.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: c.surfaceHover },
    '&[data-selected]': { fontWeight: vars.fontWeight.medium },
    '&[data-focus-visible]': { boxShadow: focusRing.inside },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemCheck = style({ display: 'inline-flex', flexShrink: 0, color: c.accent });

/** Label over description, when an option has one. */
export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const itemDescription = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: c.textMuted,
});

/** The closed field shows the chosen option's label only. */
globalStyle(`${selectValue} ${itemDescription}`, { display: 'none' });
