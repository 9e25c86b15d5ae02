import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { propTablesPlugin } from './src/prop-tables/vite-plugin.js';
import {
  compilerPlugins,
  designSystemStylesPlugin,
} from './src/style-build/design-system-styles.js';

/** The docs site: a static build that works from any path (relative asset URLs, hash routing). */
export default defineConfig({
  base: './',
  plugins: [
    react(),
    vanillaExtractPlugin({ unstable_pluginFilter: compilerPlugins }),
    // In vanilla-extract's compiler: style files get the design system's style values alone.
    designSystemStylesPlugin(),
    // The props tables, generated from the design system's types on every build.
    propTablesPlugin(),
    // react-aria ships its strings in ~34 languages; the docs are English, so keep only en-US.
    { ...optimizeLocales.vite({ locales: ['en-US'] }), enforce: 'pre' },
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The site shows every component, so the whole design system is its first load (~220 kB gzip).
    chunkSizeWarningLimit: 800,
  },
});
