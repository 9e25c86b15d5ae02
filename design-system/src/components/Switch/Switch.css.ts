import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { toggleLabel, toggleRing } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';

export const switchSizes = ['small', 'medium', 'large'] as const;
type Size = (typeof switchSizes)[number];

const c = vars.color;
const inset = 2;

/** Track size per toggle size (spec: toggle sizes small, medium, large); the thumb follows. */
const dimensions: Record<Size, { width: number; height: number; fontSize: string }> = {
  small: { width: 26, height: 16, fontSize: vars.fontSize.small },
  medium: { width: 34, height: 20, fontSize: vars.fontSize.standard },
  large: { width: 44, height: 24, fontSize: vars.fontSize.large },
};

const trackWidth = createVar();
const trackHeight = createVar();

/** The label carries the size, so the track, thumb and text all read the same variables. */
export const switchLabel = recipe({
  base: [toggleLabel],
  variants: {
    size: Object.fromEntries(
      switchSizes.map((size) => {
        const d = dimensions[size];
        return [
          size,
          {
            fontSize: d.fontSize,
            vars: { [trackWidth]: `${d.width}px`, [trackHeight]: `${d.height}px` },
          },
        ];
      }),
    ) as Record<Size, object>,
  },
  defaultVariants: { size: 'medium' },
});

export type SwitchRecipe = NonNullable<RecipeVariants<typeof switchLabel>>;

export const track = style({
  position: 'relative',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  background: c.borderStrong,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    [`${toggleLabel}[data-selected] &`]: { background: c.accent },
    [`${toggleLabel}[data-focus-visible] &`]: { boxShadow: toggleRing },
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  left: inset,
  width: `calc(${trackHeight} - ${inset * 2}px)`,
  height: `calc(${trackHeight} - ${inset * 2}px)`,
  borderRadius: vars.radius.full,
  background: c.surface,
  boxShadow: vars.shadow.small,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.duration.fast}`,
    },
  },
  selectors: {
    [`${toggleLabel}[data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - ${trackHeight}))`,
    },
  },
});
