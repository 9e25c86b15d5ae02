import { recipe } from '@vanilla-extract/recipes';
import { tonePaint } from '../Badge/Badge.css.js';

export const gaugeTones = ['normal', 'caution', 'critical'] as const;
export type GaugeTone = (typeof gaugeTones)[number];

/** Gauge tones reuse the shared tone palette's strong colour as the fill. */
const toneColour: Record<GaugeTone, string> = {
  normal: tonePaint.accent.color,
  caution: tonePaint.caution.color,
  critical: tonePaint.critical.color,
};

export const gaugeFill = recipe({
  variants: {
    tone: Object.fromEntries(
      gaugeTones.map((tone) => [tone, { background: toneColour[tone] }]),
    ) as Record<GaugeTone, { background: string }>,
  },
  defaultVariants: { tone: 'normal' },
});
