// The spec's popover numbers, in a plain module so styles, component and tests share them (a
// vanilla-extract `.css.ts` file may export only styles).

/** Spec: a content popover is 16rem wide. */
export const popoverWidth = '16rem';

/** Spec: popovers sit 4px from their trigger. */
export const popoverOffset = 4;
