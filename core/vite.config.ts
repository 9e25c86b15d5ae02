import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { installedPlugins } from './vite/installed-plugins.js';

const OVERLAY_MODULES =
  /react-aria\/dist\/private\/(autocomplete|menu|selection|listbox|overlays|dialog|focus\/FocusScope|shadowdom|combobox|select|table|grid|gridlist|tabs|tree)\/|react-stately\/dist\/private\/(selection|collections|menu|overlays|tree|list|combobox|select|table|grid|tabs)\/|react-aria-components\/dist\/private\/(Menu|Modal|Dialog|Autocomplete|ListBox|Collection|Popover|Select|ComboBox|Table|Tabs|GridList|Tree|OverlayArrow)\.mjs/;

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** In `pnpm dev`, the API runs beside Vite; these paths are proxied to it. */
const apiTarget = process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:8000';
const proxied = ['/platform', '/health', '/storage', '/api'];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    installedPlugins(rootDir),
    // react-aria ships its strings in ~34 languages; the UI is English, so keep only en-US.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Menus, listboxes, modals and collections serve the command palette, dialogs and
              // plugin screens, never the first paint. Grouping them keeps them out of the common
              // chunk the entry preloads.
              name: 'overlays',
              // Only the matched modules: their dependencies (React itself) are shared with the entry.
              includeDependenciesRecursively: false,
              test: OVERLAY_MODULES,
            },
          ],
        },
      },
    },
  },
});
