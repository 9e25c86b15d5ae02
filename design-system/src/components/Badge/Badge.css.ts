import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';

export const badgeTones = ['neutral', 'accent', 'positive', 'caution', 'critical', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

const c = vars.color;

/**
 * Tone is a lookup table (soft background, strong text), so adding a tone is one row. Other
 * display components that speak in tones (Gauge) read their colours from the same table.
 */
export const tonePaint: Record<BadgeTone, { background: string; color: string }> = {
  neutral: { background: c.surfaceHover, color: c.textMuted },
  accent: { background: c.accentSoft, color: c.accent },
  positive: { background: c.positiveSoft, color: c.positive },
  caution: { background: c.cautionSoft, color: c.caution },
  critical: { background: c.criticalSoft, color: c.critical },
  info: { background: c.infoSoft, color: c.info },
};

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    height: 20,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontFamily: vars.fontFamily.text,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    /** Meaning, shown by colour. */
    tone: Object.fromEntries(badgeTones.map((tone) => [tone, tonePaint[tone]])) as Record<
      BadgeTone,
      { background: string; color: string }
    >,
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeRecipe = NonNullable<RecipeVariants<typeof badge>>;
