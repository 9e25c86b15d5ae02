import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The design system's sources, as opposed to the libraries it builds on. */
export const designSystemSource = fileURLToPath(
  new URL('../../../../design-system/src', import.meta.url),
);

/** Whether a file is one of the design system's own sources. */
export const isDesignSystemFile = (fileName: string) =>
  path.resolve(fileName).startsWith(designSystemSource + path.sep);
