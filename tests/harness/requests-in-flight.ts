import type { Page } from 'playwright-core';

/**
 * Counts the requests `page` has sent and not yet had answered (or failed), from now on. A test
 * that claims something never happens (no refetch of a deleted table, no request for a bad id)
 * waits for what the page did ask to have been answered, instead of sleeping "long enough".
 */
export function requestsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}
