import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
// Imported so Button's rules come first in the stylesheet and these win at equal specificity.
import { buttonSizes } from '../Button/Button.css.js';

type Size = (typeof buttonSizes)[number];

/** Square sides, matching Button's heights so icon and text buttons line up in a toolbar. */
const side: Record<Size, number> = { small: 26, standard: 32, large: 40 };

export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: Object.fromEntries(
      buttonSizes.map((size) => [size, { width: side[size], height: side[size] }]),
    ) as Record<Size, object>,
  },
  defaultVariants: { size: 'standard' },
});

export type IconButtonRecipe = NonNullable<RecipeVariants<typeof iconButton>>;
