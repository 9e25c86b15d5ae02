import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { toggleLabel } from '../FormField/FormField.css.js';
import { focusRing } from '../../theme/focus-ring.js';
import { vars } from '../../theme/vars.css.js';
import { switchSizes, switchTrack, type SwitchSize as Size } from './dimensions.js';

const c = vars.color;
const inset = 2;

/** The label's text grows with the toggle. */
const labelFontSize: Record<Size, string> = {
  small: vars.fontSize.small,
  medium: vars.fontSize.standard,
  large: vars.fontSize.large,
};

const trackWidth = createVar();
const trackHeight = createVar();

/** The label carries the size, so the track, thumb and text all read the same variables. */
export const switchLabel = recipe({
  base: [toggleLabel],
  variants: {
    /** Track size; the label text grows with it. */
    size: Object.fromEntries(
      switchSizes.map((size) => {
        const d = switchTrack[size];
        return [
          size,
          {
            fontSize: labelFontSize[size],
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
    [`${toggleLabel}[data-focus-visible] &`]: { boxShadow: focusRing.apart },
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
