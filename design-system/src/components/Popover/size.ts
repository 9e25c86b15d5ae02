// The spec's popover numbers, in a plain module so styles, component and tests share them (a
// vanilla-extract `.css.ts` file may export only styles).

/** Spec: a content popover is 16rem wide. */
export const popoverWidth = '16rem';

/**
 * The widest a popover may be: the viewport less react-aria's 12px container padding on each side,
 * the margin it keeps popovers away from the window's edges.
 */
export const popoverMaxWidth = 'calc(100vw - 24px)';

/** Spec: popovers sit 4px from their trigger. */
export const popoverOffset = 4;
