import { style } from '@vanilla-extract/css';
import { section, stack } from '../account/AccountPage.css.js';

/** The new-project form: a framed section, as the account pages' forms, no wider than reads well. */
export const form = style([section, { maxWidth: 640 }]);

export const fields = stack;
