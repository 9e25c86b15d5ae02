import { control } from '../FormField/FormField.css.js';

/** A one-line text input: the shared control box, input-shaped. */
export const textInput = control({ kind: 'input' });
