import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css.js';
import { focusRing } from '../../theme/focus-ring.js';

export const toastTones = ['success', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** Each tone's accent stripe: a table, so a new tone is one row. */
const stripe: Record<ToastTone, string> = {
  success: vars.color.positive,
  error: vars.color.critical,
  info: vars.color.info,
};

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

/** The tallest footer bar a screen pins to the bottom (the grid's paging bar is 44px). */
const FOOTER_CLEARANCE = 48;

/**
 * Toasts rise from the bottom centre, above the height of a footer bar, and stack upwards: over
 * the work's content, never its controls. The top holds the header and the grid's toolbar (Sort,
 * Insert: issue 21, item 17), the bottom corners a side panel's Save and the grid's paging
 * (issue 12, item 9), and a toast there would cover what the user reaches for next.
 */
export const region = style({
  position: 'fixed',
  bottom: `calc(${FOOTER_CLEARANCE}px + ${vars.space.medium})`,
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
      '&[data-focus-visible]': { boxShadow: focusRing.around },
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
