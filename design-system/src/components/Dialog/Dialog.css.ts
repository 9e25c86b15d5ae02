import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';
import { overlayMotion } from '../Popover/motion.js';
import { surface } from './ModalFrame.css.js';

export const dialogSizes = ['small', 'medium', 'large'] as const;

type Size = (typeof dialogSizes)[number];

const widths: Record<Size, string> = { small: '384px', medium: '512px', large: '768px' };

export const dialogModal = recipe({
  base: [
    surface,
    {
      maxWidth: 'calc(100vw - 32px)',
      maxHeight: 'calc(100vh - 64px)',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      overflow: 'hidden',
      ...overlayMotion({ opacity: 0, transform: 'scale(0.97)' }, vars.duration.standard),
    },
  ],
  variants: {
    /** The width. */
    size: Object.fromEntries(dialogSizes.map((s) => [s, { width: widths[s] }])) as Record<
      Size,
      object
    >,
  },
  defaultVariants: { size: 'medium' },
});

export type DialogRecipe = NonNullable<RecipeVariants<typeof dialogModal>>;
