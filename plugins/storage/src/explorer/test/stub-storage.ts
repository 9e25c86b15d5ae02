import { apiError } from '@atrium/core/testing';
import { vi } from 'vitest';
import type { ListBody } from '../../data/objects-api.js';
import type { ListedEntry } from '../../data/listed-entry.js';

/** A bucket's objects by full path, answered as the list route answers them. */
export type StubObjects = Readonly<Record<string, { size: number; mimetype: string }>>;

const stamp = '2026-11-27T08:00:00.000Z';

/** One level of `objects` under `folder`, as storage-api lists it: folders first by name. */
function level(objects: StubObjects, body: ListBody): ListedEntry[] {
  const prefix = body.path === '' ? '' : `${body.path.replace(/\/+$/, '')}/`;
  const folders = new Set<string>();
  const files: ListedEntry[] = [];
  for (const [path, metadata] of Object.entries(objects)) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) folders.add(rest.slice(0, slash));
    else
      files.push({
        name: rest,
        id: `id-${path}`,
        created_at: stamp,
        updated_at: stamp,
        last_accessed_at: stamp,
        metadata,
      });
  }
  const entries = [
    ...[...folders].map((name): ListedEntry => ({
      name,
      id: null,
      created_at: null,
      updated_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...files,
  ]
    .filter((entry) => entry.name.toLowerCase().startsWith(body.options.search.toLowerCase()))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  if (body.options.sortBy.order === 'desc') entries.reverse();
  // A cursor names the last entry of the page before (a folder with its '/').
  const { cursor } = body.options;
  const after =
    cursor === undefined
      ? 0
      : entries.findIndex(
          (entry) => (entry.id === null ? `${entry.name}/` : entry.name) === cursor,
        ) + 1;
  const start = after + body.options.offset;
  return entries.slice(start, start + body.options.limit);
}

/**
 * The storage dashboard routes the explorer calls, in jsdom: the bucket and its listing, answered
 * from `objects`; `failList` answers every listing with a 500, `failMove` every move and `failZip` every zip with a 400. Records each list body.
 */
export function stubStorage(
  bucket: string,
  objects: StubObjects,
  {
    failList = false,
    failMove = false,
    failZip = false,
    uploadLimit = 52428800,
  }: { failList?: boolean; failMove?: boolean; failZip?: boolean; uploadLimit?: number } = {},
) {
  const lists: ListBody[] = [];
  /** Every request as 'METHOD /path'. */
  const seen: string[] = [];
  const signs: { path: string; expiresIn: number }[] = [];
  const moves: { from: string; to: string }[] = [];
  const deletes: string[][] = [];
  const zips: string[][] = [];
  /** While set, listings wait for it (`holdLists`), so a test sees what shows meanwhile. */
  let held: Promise<void> | null = null;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    seen.push(`${request.method} ${path}`);
    const root = `/platform/storage/default/buckets/${bucket}`;
    if (request.method === 'GET' && path === root) {
      return Response.json({ id: bucket, name: bucket, public: false, file_size_limit: null });
    }
    if (request.method === 'POST' && path === `${root}/objects/list`) {
      const body = (await request.json()) as ListBody;
      lists.push(body);
      if (held) await held;
      if (failList) return apiError(500, 'the database is away', 'internal');
      return Response.json(level(objects, body));
    }
    if (request.method === 'POST' && path === `${root}/objects/sign`) {
      const { path: name, expiresIn } = (await request.json()) as {
        path: string;
        expiresIn: number;
      };
      signs.push({ path: name, expiresIn });
      return Response.json({
        signedUrl: `http://localhost/storage/v1/object/sign/${bucket}/${name}?token=t`,
      });
    }
    if (request.method === 'POST' && path === `${root}/objects/download`) {
      const { path: name } = (await request.json()) as { path: string };
      return new Response(`contents of ${name}`, { headers: { 'content-type': 'text/plain' } });
    }
    if (request.method === 'POST' && path === `${root}/objects/zip`) {
      const { paths } = (await request.json()) as { paths: string[] };
      zips.push(paths);
      if (failZip) return apiError(400, 'A zip holds at most 65535 files', 'InvalidRequest');
      return new Response('PK', { headers: { 'content-type': 'application/zip' } });
    }
    if (request.method === 'POST' && path === `${root}/objects/move`) {
      moves.push((await request.json()) as { from: string; to: string });
      if (failMove) return apiError(400, 'The destination already exists', 'invalid');
      return Response.json({ message: 'Successfully moved' });
    }
    if (request.method === 'DELETE' && path === `${root}/objects`) {
      const { paths } = (await request.json()) as { paths: string[] };
      deletes.push(paths);
      return Response.json(paths.map((name) => ({ name })));
    }
    if (request.method === 'GET' && path === '/platform/projects/default/config/storage') {
      return Response.json({ fileSizeLimit: uploadLimit, isFreeTier: false });
    }
    return apiError(404, `no stub for ${request.method} ${path}`, 'not_found');
  });
  vi.stubGlobal('fetch', fetch);
  /** Holds every listing from now until the function answered is called. */
  const holdLists = () => {
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    return () => {
      held = null;
      release();
    };
  };
  return { fetch, lists, seen, signs, moves, deletes, zips, holdLists };
}
