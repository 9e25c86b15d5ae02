import { style } from '@vanilla-extract/css';

/** Wide enough for a whole UUID (36 characters), shrinking only on a narrow panel. */
export const userIdField = style({ flex: '1 1 40ch', minWidth: 0, maxWidth: '100%' });
