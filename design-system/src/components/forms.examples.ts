import type { ComponentDoc } from '../docs.js';

/** Docs of the forms components, in the order the docs site lists them. */
export const formsDocs: readonly ComponentDoc[] = [];
