import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

const c = vars.color;

/** The column every field stacks its label, control, description and error in. */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.fontFamily.text,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: c.text,
});

export const requiredMark = style({ color: c.critical, marginInlineStart: vars.space.xxsmall });

export const description = style({ fontSize: vars.fontSize.small, color: c.textMuted });

export const errorText = style({ fontSize: vars.fontSize.small, color: c.critical });

export const ring = `0 0 0 1px ${c.focus}, 0 0 0 3px ${c.accentSoft}`;

/**
 * The bordered box every text-like control shares. `kind` picks the box's shape: a bare input, a
 * multi-line area, a group holding an input plus buttons, or a button that opens a list. States
 * come from react-aria's data attributes; a Group reports focus as `data-focus-within`, and a
 * Select's trigger learns it is invalid from its field root.
 */
export const control = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: c.border,
    borderRadius: vars.radius.medium,
    background: c.surface,
    color: c.text,
    fontFamily: vars.fontFamily.text,
    fontSize: vars.fontSize.standard,
    outline: 'none',
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&::placeholder': { color: c.textMuted },
      '&[data-hovered]': { borderColor: c.borderStrong },
      '&[data-focused], &[data-focus-within], &[data-focus-visible]': {
        borderColor: c.focus,
        boxShadow: ring,
      },
      '&[data-invalid], [data-invalid] > &': { borderColor: c.critical },
      '&[readonly]': { background: c.background },
      '&[data-disabled], [data-disabled] > &': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    kind: {
      input: { height: 32, paddingInline: vars.space.medium },
      area: {
        minHeight: 72,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        resize: 'vertical',
        lineHeight: 1.4,
      },
      group: { display: 'flex', alignItems: 'center', height: 32, overflow: 'hidden' },
      trigger: {
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.small,
        height: 32,
        paddingInline: vars.space.medium,
        textAlign: 'left',
        cursor: 'pointer',
      },
    },
  },
  defaultVariants: { kind: 'input' },
});

export type ControlRecipe = NonNullable<RecipeVariants<typeof control>>;

/** An input inside a `group` control: the group draws the border, the input only holds text. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space.medium,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: c.textMuted } },
});

/** A small square button inside a `group` control (clear, step, open). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 28,
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: c.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: c.surfaceHover, color: c.text },
    '&[data-pressed]': { filter: 'brightness(0.95)' },
    '&[data-focus-visible]': { boxShadow: focusRing.inside },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

/** A checkbox, radio or switch with its description stacked under it. */
export const toggleField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

/** The clickable label of a checkbox, radio or switch: indicator first, then the text. */
export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: c.text,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

/** The 16px box of a checkbox or radio; it reads its state from the label around it. */
export const toggleIndicator = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 16,
  height: 16,
  border: `1px solid ${c.borderStrong}`,
  background: c.surface,
  transition: `background-color ${vars.duration.fast}, border ${vars.duration.fast}`,
  selectors: {
    [`${toggleLabel}[data-hovered] &`]: { borderColor: c.text },
    [`${toggleLabel}[data-invalid] &`]: { borderColor: c.critical },
    [`${toggleLabel}[data-focus-visible] &`]: { boxShadow: focusRing.apart },
  },
});

/** A toggle's description sits under its text, past the indicator. */
export const toggleDescription = style([
  description,
  { display: 'block', paddingInlineStart: `calc(16px + ${vars.space.small})` },
]);
