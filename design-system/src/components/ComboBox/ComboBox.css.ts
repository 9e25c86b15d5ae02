import { control } from '../FormField/FormField.css.js';

/** The input and its open button share one box, like a SearchField's. */
export const comboGroup = control({ kind: 'group' });
