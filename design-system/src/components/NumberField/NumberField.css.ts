import { style } from '@vanilla-extract/css';
import { control } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';

export const numberGroup = control({ kind: 'group' });

/** Digits line up in columns, so a changing number does not jitter. */
export const numberInput = style({ fontVariantNumeric: 'tabular-nums' });

/** Separates the step buttons from the number, as one segmented control. */
export const stepButton = style({ borderInlineStart: `1px solid ${vars.color.border}` });
