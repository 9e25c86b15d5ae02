import { styleVariants } from '@vanilla-extract/css';
import { control } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';

/** A multi-line text box that grows by dragging its corner, never sideways. */
export const textArea = control({ kind: 'area' });

export const textAreaFonts = ['text', 'code'] as const;
export type TextAreaFont = (typeof textAreaFonts)[number];

/** Prose in the text face; code (SQL, JSON) in the code face, so its columns line up. */
export const textAreaFont = styleVariants({
  text: {},
  code: { fontFamily: vars.fontFamily.code, fontSize: vars.fontSize.small },
});
