import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

export const buttonVariants = ['solid', 'soft', 'ghost'] as const;
export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonSizes = ['small', 'standard', 'large'] as const;

type Variant = (typeof buttonVariants)[number];
type Tone = (typeof buttonTones)[number];

interface Paint {
  background: string;
  color: string;
  border: string;
  hover: string;
}

const c = vars.color;

/** Variant x tone is a lookup table, so adding a tone is one row, not a new branch. */
const paint: Record<Variant, Record<Tone, Paint>> = {
  solid: {
    accent: { background: c.accent, color: c.accentText, border: c.accent, hover: c.accentHover },
    neutral: { background: c.text, color: c.textInverse, border: c.text, hover: c.textMuted },
    critical: {
      background: c.critical,
      color: c.textInverse,
      border: c.critical,
      hover: c.criticalHover,
    },
  },
  soft: {
    accent: { background: c.accentSoft, color: c.accent, border: c.accentSoft, hover: c.border },
    neutral: { background: c.surface, color: c.text, border: c.border, hover: c.surfaceHover },
    critical: {
      background: c.criticalSoft,
      color: c.critical,
      border: c.criticalSoft,
      hover: c.border,
    },
  },
  ghost: {
    accent: {
      background: 'transparent',
      color: c.accent,
      border: 'transparent',
      hover: c.accentSoft,
    },
    neutral: {
      background: 'transparent',
      color: c.text,
      border: 'transparent',
      hover: c.surfaceHover,
    },
    critical: {
      background: 'transparent',
      color: c.critical,
      border: 'transparent',
      hover: c.criticalSoft,
    },
  },
};

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: 1,
    borderStyle: 'solid',
    fontFamily: vars.fontFamily.text,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    // ButtonLink renders this on an <a>, which browsers underline and size by its content box.
    textDecoration: 'none',
    boxSizing: 'border-box',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': {
        boxShadow: focusRing.apart,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    /** Height and text size. */
    size: {
      small: { height: 26, paddingInline: vars.space.small, fontSize: vars.fontSize.small },
      standard: { height: 32, paddingInline: vars.space.medium, fontSize: vars.fontSize.standard },
      large: { height: 40, paddingInline: vars.space.large, fontSize: vars.fontSize.large },
    },
    /** Visual weight: solid for the main action, ghost for the least. */
    variant: Object.fromEntries(buttonVariants.map((v) => [v, {}])) as Record<Variant, object>,
    /** Meaning: `critical` for destructive actions, `accent` for the main one. */
    tone: Object.fromEntries(buttonTones.map((t) => [t, {}])) as Record<Tone, object>,
  },
  compoundVariants: buttonVariants.flatMap((variant) =>
    buttonTones.map((tone) => {
      const p = paint[variant][tone];
      return {
        variants: { variant, tone },
        style: {
          background: p.background,
          color: p.color,
          borderColor: p.border,
          selectors: {
            '&[data-hovered]:not([data-disabled])': { background: p.hover, borderColor: p.hover },
            '&[data-pressed]:not([data-disabled])': { filter: 'brightness(0.95)' },
          },
        },
      };
    }),
  ),
  defaultVariants: { size: 'standard', variant: 'soft', tone: 'neutral' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Shown while `isPending`: the label stays for screen readers, the spinner is decorative. */
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 700ms linear infinite` },
  },
});
