import type { ApiArea } from '../plugin-api/data/api-area.js';

/** The typed client of one API area for one project. */
export type ProjectClientFactory = <Client>(area: ApiArea<Client>, ref: string) => Client;

/**
 * The one factory of project clients: each area's client is made once per project, so SWR callers
 * and effects see a stable object, and every client sends the signed-in `fetch`.
 */
export function projectClientFactory(
  origin: string,
  fetch: typeof globalThis.fetch,
): ProjectClientFactory {
  const made = new WeakMap<ApiArea<unknown>, Map<string, unknown>>();
  return <Client>(area: ApiArea<Client>, ref: string): Client => {
    let byRef = made.get(area);
    if (!byRef) made.set(area, (byRef = new Map()));
    if (!byRef.has(ref)) byRef.set(ref, area.connect(origin, ref, { fetch }));
    return byRef.get(ref) as Client;
  };
}
