import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';

export const menuItemTones = ['neutral', 'critical'] as const;

type Tone = (typeof menuItemTones)[number];

const c = vars.color;

/** Tone is a lookup table: the colour at rest and the highlight under focus or hover. */
const paint: Record<Tone, { color: string; focus: string }> = {
  neutral: { color: c.text, focus: c.surfaceHover },
  critical: { color: c.critical, focus: c.criticalSoft },
};

export const menu = style({
  padding: vars.space.xsmall,
  outline: 'none',
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.standard,
});

export const menuItem = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: 30,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xsmall,
    borderRadius: vars.radius.small,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-disabled]': { opacity: 0.5 },
    },
  },
  variants: {
    /** `critical` for destructive actions. */
    tone: Object.fromEntries(
      menuItemTones.map((tone) => [
        tone,
        {
          color: paint[tone].color,
          selectors: {
            '&[data-focused], &[data-hovered]': { background: paint[tone].focus },
          },
        },
      ]),
    ) as Record<Tone, object>,
  },
  defaultVariants: { tone: 'neutral' },
});

export type MenuItemRecipe = NonNullable<RecipeVariants<typeof menuItem>>;

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const itemText = style({ display: 'flex', flexDirection: 'column', flexGrow: 1 });

export const itemDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const itemShortcut = style({
  marginLeft: vars.space.large,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const sectionHeader = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  background: vars.color.border,
});
