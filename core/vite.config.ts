import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { apiProxy } from './vite/api-proxy.js';
import { devPluginImports, devPlugins, servedFolders } from './vite/dev-plugins.js';
import { installedPlugins } from './vite/installed-plugins.js';
import { shellChunk } from './vite/shell-chunk.js';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const coreDir = fileURLToPath(new URL('.', import.meta.url));

/** In `pnpm dev`, the API runs beside Vite; these paths are proxied to it. */
const apiTarget = process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:8000';

export default defineConfig(({ command }) => {
  /**
   * `pnpm dev --plugin <folder>`: plugin packages developed outside the repository, served only;
   * a build bundles installed plugins alone, whatever the environment says.
   */
  const dev = devPlugins(rootDir, command === 'serve' ? process.env.ATRIUM_DEV_PLUGINS : undefined);
  const shell = shellChunk();
  return {
    plugins: [
      react(),
      // In dev, each `.css.ts` file runs in the page, which injects its styles (`transform`):
      // compiling each one in vanilla-extract's own Vite server, as the build does, took most of
      // the dev server's CPU on a first load. The build still writes its CSS to files.
      vanillaExtractPlugin(command === 'serve' ? { unstable_mode: 'transform' } : {}),
      installedPlugins(rootDir, dev),
      devPluginImports(rootDir, dev),
      shell.plugin,
      // react-aria ships its strings in ~34 languages; the UI is English, so keep only en-US.
      { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
    ],
    // What the `transform` above adds to every `.css.ts` file, which the dependency scan cannot see
    // in the sources: bundled with the rest up front rather than found on the first load, which
    // would then reload the page.
    optimizeDeps: { include: ['@vanilla-extract/css/fileScope'] },
    server: {
      port: 5173,
      proxy: apiProxy(apiTarget, process.env.ATRIUM_DEV_PROXY_SECRET),
      // Served and watched like the workspace, so an edit to a dev plugin's screen hot-reloads.
      ...(dev.packages.length > 0 ? { fs: { allow: servedFolders(coreDir, dev) } } : {}),
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The bundler's note on which plugins took the build's time is advice for whoever tunes the
      // build, not news for everyone who runs `npm start`.
      rolldownOptions: {
        checks: { pluginTimings: false },
        // What every first load runs, in one chunk (vite/shell-chunk.ts).
        output: { codeSplitting: { groups: [shell.group] } },
      },
    },
  };
});
