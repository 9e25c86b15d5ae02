import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';

/** Shared by EmptyState, ErrorPanel and NoPermission: a centred message with an optional action. */
export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.small,
    padding: vars.space.xlarge,
    textAlign: 'center',
    fontFamily: vars.fontFamily.text,
    color: vars.color.text,
  },
  variants: {
    /** Framed panels sit on a page; plain ones sit inside a table or list that has its own border. */
    framed: {
      true: {
        background: vars.color.surface,
        border: `1px dashed ${vars.color.border}`,
        borderRadius: vars.radius.large,
      },
      false: {},
    },
  },
  defaultVariants: { framed: true },
});

export type PanelRecipe = NonNullable<RecipeVariants<typeof panel>>;

export const icon = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  // Error messages can be long unbroken tokens (SQL, JSON, URLs); wrap rather than overflow.
  overflowWrap: 'anywhere',
});

export const action = style({
  marginTop: vars.space.small,
  display: 'flex',
  gap: vars.space.small,
});
