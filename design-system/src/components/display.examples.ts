import type { ComponentDoc } from '../docs.js';

/** Docs of the display components, in the order the docs site lists them. */
export const displayDocs: readonly ComponentDoc[] = [];
