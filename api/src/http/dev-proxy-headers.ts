/**
 * Headers by which `pnpm dev`'s Vite proxy names the client it forwards a request for, with the
 * secret `pnpm dev` gave it and the API (`ATRIUM_DEV_PROXY_SECRET`). Their own module, free of
 * dependencies, because Vite's config imports it too.
 */
export const PROXY_SECRET_HEADER = 'x-atrium-proxy-secret';
export const CLIENT_ADDRESS_HEADER = 'x-atrium-client-address';
