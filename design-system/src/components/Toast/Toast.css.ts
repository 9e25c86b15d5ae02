import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Each tone's accent stripe: a table, so a new tone is one row. */
const stripe: Record<ToastTone, string> = {
  success: vars.color.positive,
  error: vars.color.critical,
  info: vars.color.info,
};

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' } });

/**
 * Toasts drop from the top centre, over the app header's empty middle, and stack downwards.
 * The bottom corners hold the work's own controls (a side panel's Save, the grid's paging), so a
 * toast there would cover exactly what the user reaches for next (issue 12, item 9).
 */
export const region = style({
  position: 'fixed',
  top: vars.space.small,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(360px, calc(100vw - 32px))',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.large,
    fontFamily: vars.fontFamily.text,
    fontSize: vars.fontSize.standard,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.focus}` },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${slideIn} ${vars.duration.standard} ease-out`,
      },
    },
  },
  variants: {
    tone: Object.fromEntries(
      toastTones.map((tone) => [tone, { borderLeftColor: stripe[tone] }]),
    ) as Record<ToastTone, object>,
  },
});

export type ToastRecipe = NonNullable<RecipeVariants<typeof toast>>;

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
});

export const message = style({ fontWeight: vars.fontWeight.medium });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
