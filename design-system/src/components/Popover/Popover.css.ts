import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';
import { overlayMotion } from './motion.js';
import { popoverMaxWidth, popoverWidth } from './size.js';

/** `content` holds a small dialog; `dropdown` holds a list (menu, select options). */
export const popoverVariants = ['content', 'dropdown'] as const;

/**
 * The floating surface every popover-like overlay shares. No z-index here: react-aria positions
 * popovers with an inline z-index above every modal layer, so a menu opened inside a dialog or a
 * side panel is never hidden behind it.
 */
export const popover = recipe({
  base: {
    boxSizing: 'border-box',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    fontFamily: vars.fontFamily.text,
    fontSize: vars.fontSize.standard,
    outline: 'none',
    // Grows out of the point of the trigger it is attached to (set by react-aria).
    transformOrigin: 'var(--trigger-anchor-point)',
    ...overlayMotion({ opacity: 0, transform: 'scale(0.96)' }, vars.duration.fast),
  },
  variants: {
    /**
     * `content`: 16rem wide, wider when its content needs it (a row of fields), never wider than
     * the viewport; taller content scrolls inside the height react-aria leaves it on screen.
     * `dropdown`: sized to its list, at most 24rem tall.
     */
    variant: {
      content: {
        width: popoverWidth,
        // Without it the box stays 16rem and wider content spills over the page around it.
        minWidth: 'min-content',
        maxWidth: popoverMaxWidth,
        overflowY: 'auto',
      },
      // The height cap is passed to react-aria as a pixel maxHeight (see Popover.tsx), which it
      // clamps to the viewport; the list scrolls inside it.
      dropdown: { minWidth: 'var(--trigger-width)', overflowY: 'auto' },
    },
  },
  defaultVariants: { variant: 'content' },
});

export type PopoverRecipe = NonNullable<RecipeVariants<typeof popover>>;

/** The dialog inside a content popover. */
export const popoverDialog = style({ padding: vars.space.medium, outline: 'none' });

export const popoverTitle = style({
  margin: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
});
