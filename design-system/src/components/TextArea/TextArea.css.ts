import { control } from '../FormField/FormField.css.js';

/** A multi-line text box that grows by dragging its corner, never sideways. */
export const textArea = control({ kind: 'area' });
