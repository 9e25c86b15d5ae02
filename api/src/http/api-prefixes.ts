/**
 * Paths the API owns; everything else is the single-page web app. `pnpm dev`'s Vite proxies
 * these to the API (`core/vite/api-proxy.ts`), so this module stays free of dependencies.
 */
export const API_PREFIXES = ['/platform', '/health', '/storage', '/api', '/auth', '/docs'];
