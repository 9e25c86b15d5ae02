import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `pnpm dev`, the API runs beside Vite; these paths are proxied to it. */
const apiTarget = process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:8000';
const proxied = ['/platform', '/health', '/storage', '/api'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
