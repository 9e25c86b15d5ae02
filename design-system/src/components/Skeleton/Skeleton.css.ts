import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';

export const skeletonShapes = ['line', 'block'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const shape = recipe({
  base: {
    display: 'block',
    width: '100%',
    // A static tint without motion; the highlight only travels when motion is welcome.
    background: `linear-gradient(90deg, ${vars.color.surfaceHover} 25%, ${vars.color.border} 50%, ${vars.color.surfaceHover} 75%)`,
    backgroundSize: '200% 100%',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${shimmer} 1.5s linear infinite`,
      },
    },
  },
  variants: {
    /** Text lines, or one block for a card or chart. */
    shape: {
      line: {
        height: 12,
        borderRadius: vars.radius.small,
        // A shorter last line reads as a paragraph rather than a grid.
        selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
      },
      block: { height: 80, borderRadius: vars.radius.medium },
    },
  },
  defaultVariants: { shape: 'line' },
});

export type SkeletonRecipe = NonNullable<RecipeVariants<typeof shape>>;
