import type { ComponentDoc } from './docs.js';
import { buttonDoc } from './components/Button/Button.example.js';
import { displayDocs } from './components/display.examples.js';
import { formsDocs } from './components/forms.examples.js';
import { overlaysDocs } from './components/overlays.examples.js';

/** Every component's docs, in the order the docs site lists them. */
export const componentDocs: readonly ComponentDoc[] = [
  buttonDoc,
  ...formsDocs,
  ...overlaysDocs,
  ...displayDocs,
];
