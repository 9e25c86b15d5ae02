// Runs Atrium from an installed workspace, without installing or building anything: the last step
// of `npm start`, and the API half of `pnpm dev` (where Vite serves the web app instead).
import { register } from 'tsx/esm/api';
import { ROOT } from './lib/paths.mjs';

// The server runs from its TypeScript sources through tsx's loader.
register();
const { main } = await import('../api/src/main.ts');
await main(ROOT);
