import { createVar, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';
import { surface } from '../Dialog/ModalFrame.css.js';
import { overlayMotion } from '../Popover/motion.js';
import {
  assistantPaneWidth,
  sidePanelExtents as extents,
  sidePanelSizes,
  type SidePanelSize as Size,
} from './extents.js';

export const sidePanelSides = ['right', 'left', 'top', 'bottom'] as const;

type Side = (typeof sidePanelSides)[number];

/** How far the panel reaches into the screen: a width for left/right, a height for top/bottom. */
const inlineExtent = createVar();
const blockExtent = createVar();

const edge = '0';
const border = `1px solid ${vars.color.border}`;

/** Where each side sits, which edge carries the border, and where it slides in from. */
const sides: Record<Side, { style: StyleRule; from: string }> = {
  right: {
    style: { top: edge, bottom: edge, right: edge, width: inlineExtent, borderLeft: border },
    from: 'translateX(100%)',
  },
  left: {
    style: { top: edge, bottom: edge, left: edge, width: inlineExtent, borderRight: border },
    from: 'translateX(-100%)',
  },
  top: {
    style: { top: edge, left: edge, right: edge, height: blockExtent, borderBottom: border },
    from: 'translateY(-100%)',
  },
  bottom: {
    style: { bottom: edge, left: edge, right: edge, height: blockExtent, borderTop: border },
    from: 'translateY(100%)',
  },
};

/** Spec: the sheet slides in over 300ms (the panel duration); with reduced motion it appears. */
function placeAndSlide(side: Side): StyleRule {
  return {
    ...sides[side].style,
    ...overlayMotion({ transform: sides[side].from }, vars.duration.panel),
  };
}

export const sidePanel = recipe({
  base: [surface, { position: 'absolute', maxWidth: '100vw', maxHeight: '100vh' }],
  variants: {
    /** The screen edge it slides in from. */
    side: Object.fromEntries(sidePanelSides.map((s) => [s, placeAndSlide(s)])) as Record<
      Side,
      StyleRule
    >,
    /** Width (left, right) or height (top, bottom). */
    size: Object.fromEntries(
      sidePanelSizes.map((s) => [
        s,
        { vars: { [inlineExtent]: extents[s].inline, [blockExtent]: extents[s].block } },
      ]),
    ) as Record<Size, StyleRule>,
    // Declared after size so it wins over it.
    /** Widens the panel to 1200px to leave room for an assistant pane. */
    withAssistantPane: {
      true: { vars: { [inlineExtent]: assistantPaneWidth } },
      false: {},
    },
  },
  defaultVariants: { side: 'right', size: 'default', withAssistantPane: false },
});

export type SidePanelRecipe = NonNullable<RecipeVariants<typeof sidePanel>>;
