import type { ComponentDoc } from '../docs.js';

/** Docs of the overlays components, in the order the docs site lists them. */
export const overlaysDocs: readonly ComponentDoc[] = [];
