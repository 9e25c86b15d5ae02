import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever the scripts are run from. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
