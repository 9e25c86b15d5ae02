import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signProjectKey } from '../../../api/src/project-api/project-keys.js';
import { directQuery, superuserQuery, uniqueName } from '../../harness/database.js';
import { bearer, ownerToken } from '../../harness/owner.js';
import { readProjectJwtSecret } from '../../harness/project-keys.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import {
  callAs,
  memberToken,
  settledProject,
  signUp,
  type ProjectBody,
} from '../hosted/hosted-calls.js';

const SECRET_KEY = 'storage-dashboard-test-secret-key';

/**
 * docs/architecture/storage.md (Dashboard routes): the dashboard's `/platform/storage/{ref}/...`
 * calls reach the project's buckets and objects through the storage service as its
 * `service_role`, behind the member's storage admin read (reads) and write (changes), each
 * change audited; a hosted project's buckets only through its own ref.
 */
describe('the dashboard’s storage routes', () => {
  let instance: SharedClusterInstance;
  let service: StorageClient;
  let reader: string;
  let outsider: string;
  let other: ProjectBody;
  const bucket = uniqueName('dash');
  const call = <T = unknown>(token: string, method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, token, method, `/platform/storage/default${path}`, body);
  const auditOf = (actions: string) =>
    directQuery<{ action: string; target_name: string | null; status: number }>(
      `SELECT action, target_name, status FROM audit_log
        WHERE action LIKE $1 AND project_ref = 'default' ORDER BY id`,
      [actions],
      instance.platformDbUrl,
    );

  beforeAll(async () => {
    instance = await startOnSharedCluster('storage_dashboard', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: SECRET_KEY,
    });
    const secret = await readProjectJwtSecret(instance.platformDbUrl, SECRET_KEY, 'default');
    const serviceKey = await signProjectKey(secret, 'default', 'service_role');
    service = new StorageClient(`${instance.atrium.url}/storage/v1`, {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
    });
    reader = await memberToken(
      instance,
      instance.token!,
      'default',
      {
        email: 'reader@dash.test',
        password: 'reader-password-for-tests',
      },
      'read_only',
    );
    const outsiderAccount = { email: 'outsider@dash.test', password: 'outsider-password-tests' };
    await signUp(instance.platformDbUrl, outsiderAccount);
    outsider = await ownerToken(instance.atrium.url, outsiderAccount);
    const created = await callAs<ProjectBody>(
      instance.atrium.url,
      instance.token!,
      'POST',
      '/platform/organizations/default/projects',
      { name: 'Dashboard other' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    other = await settledProject(instance.atrium.url, instance.token!, created.body.ref);
  });

  afterAll(async () => {
    await instance?.close();
    if (!other) return;
    await superuserQuery(`DROP DATABASE IF EXISTS "project_${other.ref}" WITH (FORCE)`);
    await superuserQuery(`DROP ROLE IF EXISTS "project_${other.ref}"`);
  });

  it('creates, reads, changes, empties and deletes a bucket for a storage writer, audited', async () => {
    const owner = instance.token!;
    const made = await call(owner, 'POST', '/buckets', { id: bucket, public: false });
    expect(made).toEqual({ status: 201, body: { name: bucket } });
    expect((await call(owner, 'POST', '/buckets', { id: bucket })).status).toBe(409);
    const listed = await call<{ id: string; public: boolean }[]>(owner, 'GET', '/buckets');
    expect(listed.body.map((b) => b.id)).toContain(bucket);
    const changed = await call(owner, 'PATCH', `/buckets/${bucket}`, {
      public: true,
      file_size_limit: 1024,
    });
    expect(changed).toEqual({ status: 200, body: { message: 'Successfully updated' } });
    expect((await call(owner, 'GET', `/buckets/${bucket}`)).body).toMatchObject({
      id: bucket,
      public: true,
      file_size_limit: 1024,
    });
    // The same bucket storage-js sees: the project's own.
    expect((await service.getBucket(bucket)).data).toMatchObject({ id: bucket, public: true });

    expect((await service.from(bucket).upload('a.txt', new Blob(['a']))).error).toBeNull();
    expect((await call(owner, 'DELETE', `/buckets/${bucket}`)).status).toBe(409);
    const emptied = await call(owner, 'POST', `/buckets/${bucket}/empty`);
    expect(emptied).toEqual({ status: 200, body: { message: 'Successfully emptied' } });
    expect((await service.from(bucket).list()).data).toEqual([]);
    const deleted = await call(owner, 'DELETE', `/buckets/${bucket}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Successfully deleted' } });
    expect((await call(owner, 'GET', `/buckets/${bucket}`)).status).toBe(404);

    expect(await auditOf('storage:bucket.%')).toEqual([
      { action: 'storage:bucket.created', target_name: bucket, status: 201 },
      { action: 'storage:bucket.created', target_name: bucket, status: 409 },
      { action: 'storage:bucket.updated', target_name: bucket, status: 200 },
      { action: 'storage:bucket.deleted', target_name: bucket, status: 409 },
      { action: 'storage:bucket.emptied', target_name: bucket, status: 200 },
      { action: 'storage:bucket.deleted', target_name: bucket, status: 200 },
    ]);
  });

  it('lists, signs, downloads, moves and removes objects for a storage writer, audited', async () => {
    const owner = instance.token!;
    const files = uniqueName('files');
    expect((await service.createBucket(files, { public: true })).error).toBeNull();
    await service.from(files).upload('docs/one.txt', new Blob(['one'], { type: 'text/plain' }));
    await service.from(files).upload('docs/two.txt', new Blob(['two'], { type: 'text/plain' }));

    const listed = await call<{ name: string }[]>(owner, 'POST', `/buckets/${files}/objects/list`, {
      path: 'docs',
      options: { limit: 200, offset: 0, sortBy: { column: 'name', order: 'desc' } },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.map((entry) => entry.name)).toEqual(['two.txt', 'one.txt']);

    const download = await fetch(
      `${instance.atrium.url}/platform/storage/default/buckets/${files}/objects/download`,
      {
        method: 'POST',
        headers: { ...bearer(owner), 'content-type': 'application/json' },
        body: JSON.stringify({ path: 'docs/one.txt' }),
      },
    );
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('one');

    const signed = await call<{ signedUrl: string }>(
      owner,
      'POST',
      `/buckets/${files}/objects/sign`,
      {
        path: 'docs/one.txt',
        expiresIn: 60,
      },
    );
    expect(signed.status).toBe(200);
    expect(await (await fetch(signed.body.signedUrl)).text()).toBe('one');
    const publicUrl = await call<{ publicUrl: string }>(
      owner,
      'POST',
      `/buckets/${files}/objects/public-url`,
      { path: 'docs/two.txt' },
    );
    expect(await (await fetch(publicUrl.body.publicUrl)).text()).toBe('two');

    const moved = await call(owner, 'POST', `/buckets/${files}/objects/move`, {
      from: 'docs/one.txt',
      to: 'docs/uno.txt',
    });
    expect(moved).toEqual({ status: 200, body: { message: 'Successfully moved' } });
    expect(await (await service.from(files).download('docs/uno.txt')).data!.text()).toBe('one');

    const removed = await call<{ name: string }[]>(owner, 'DELETE', `/buckets/${files}/objects`, {
      paths: ['docs/uno.txt', 'docs/two.txt'],
    });
    expect(removed.status).toBe(200);
    expect(removed.body.map((row) => row.name).sort()).toEqual(['docs/two.txt', 'docs/uno.txt']);
    expect((await service.from(files).list('docs')).data).toEqual([]);

    expect(await auditOf('storage:objects.%')).toEqual([
      { action: 'storage:objects.moved', target_name: files, status: 200 },
      { action: 'storage:objects.removed', target_name: files, status: 200 },
    ]);
  });

  it('uploads a file streamed through the storage service, its limits applied, audited', async () => {
    const owner = instance.token!;
    const uploads = uniqueName('uploads');
    expect(
      (await service.createBucket(uploads, { public: false, fileSizeLimit: 10 })).error,
    ).toBeNull();
    const send = (token: string, path: string, content: string, upsert = false) => {
      const form = new FormData();
      form.append('cacheControl', '3600');
      form.append('', new Blob([content], { type: 'text/plain' }));
      return fetch(
        `${instance.atrium.url}/platform/storage/default/buckets/${uploads}/objects/upload?path=${encodeURIComponent(path)}${upsert ? '&upsert=true' : ''}`,
        { method: 'POST', headers: bearer(token), body: form },
      );
    };
    const stored = await send(owner, 'docs/a.txt', 'ten bytes!');
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ Id: expect.any(String), Key: `${uploads}/docs/a.txt` });
    const info = await service.from(uploads).info('docs/a.txt');
    expect(info.data).toMatchObject({ contentType: 'text/plain', size: 10 });
    expect((await send(owner, 'docs/a.txt', 'again')).status).toBe(409);
    expect((await send(owner, 'docs/a.txt', 'replaced', true)).status).toBe(200);
    expect(await (await service.from(uploads).download('docs/a.txt')).data!.text()).toBe(
      'replaced',
    );
    const tooLarge = await send(owner, 'docs/b.txt', 'eleven byte');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: { message: 'The object exceeded the maximum allowed size', code: 'EntityTooLarge' },
    });
    expect((await service.from(uploads).list('docs')).data?.map((o) => o.name)).toEqual(['a.txt']);
    expect(
      (await auditOf('storage:object.uploaded')).map((row) => [row.target_name, row.status]),
    ).toEqual([
      [uploads, 200],
      [uploads, 409],
      [uploads, 200],
      [uploads, 413],
    ]);
  });

  it('lets a read-only member read and download but refuses every change with 403, audited', async () => {
    const kept = uniqueName('kept');
    expect((await service.createBucket(kept)).error).toBeNull();
    await service.from(kept).upload('k.txt', new Blob(['kept']));

    expect((await call(reader, 'GET', '/buckets')).status).toBe(200);
    expect((await call(reader, 'GET', `/buckets/${kept}`)).status).toBe(200);
    const listed = await call<unknown[]>(reader, 'POST', `/buckets/${kept}/objects/list`, {
      path: '',
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    const download = await fetch(
      `${instance.atrium.url}/platform/storage/default/buckets/${kept}/objects/download`,
      {
        method: 'POST',
        headers: { ...bearer(reader), 'content-type': 'application/json' },
        body: JSON.stringify({ path: 'k.txt' }),
      },
    );
    expect(await download.text()).toBe('kept');

    const refused = await Promise.all([
      call(reader, 'POST', '/buckets', { id: uniqueName('mine') }),
      call(reader, 'PATCH', `/buckets/${kept}`, { public: true }),
      call(reader, 'POST', `/buckets/${kept}/empty`),
      call(reader, 'DELETE', `/buckets/${kept}`),
      call(reader, 'POST', `/buckets/${kept}/objects/move`, { from: 'k.txt', to: 'l.txt' }),
      call(reader, 'DELETE', `/buckets/${kept}/objects`, { paths: ['k.txt'] }),
    ]);
    const form = new FormData();
    form.append('', new Blob(['no'], { type: 'text/plain' }));
    const upload = await fetch(
      `${instance.atrium.url}/platform/storage/default/buckets/${kept}/objects/upload?path=n.txt`,
      { method: 'POST', headers: bearer(reader), body: form },
    );
    expect(upload.status).toBe(403);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await service.from(kept).list()).data?.map((o) => o.name)).toEqual(['k.txt']);
    expect((await service.getBucket(kept)).data).toMatchObject({ public: false });
    const audited = await directQuery<{ action: string }>(
      `SELECT action FROM audit_log WHERE actor_email = 'reader@dash.test' AND status = 403
        ORDER BY action`,
      [],
      instance.platformDbUrl,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'storage:bucket.created',
      'storage:bucket.deleted',
      'storage:bucket.emptied',
      'storage:bucket.updated',
      'storage:object.uploaded',
      'storage:objects.moved',
      'storage:objects.removed',
    ]);

    expect((await call(outsider, 'GET', '/buckets')).status).toBe(403);
    const signedOut = await fetch(`${instance.atrium.url}/platform/storage/default/buckets`);
    expect(signedOut.status).toBe(401);
  });

  it('reaches a hosted project’s buckets only through its own ref', async () => {
    const theirs = uniqueName('theirs');
    const owner = instance.token!;
    const made = await callAs(
      instance.atrium.url,
      owner,
      'POST',
      `/platform/storage/${other.ref}/buckets`,
      { id: theirs },
    );
    expect(made.status).toBe(201);
    const listed = await callAs<{ id: string }[]>(
      instance.atrium.url,
      owner,
      'GET',
      `/platform/storage/${other.ref}/buckets`,
    );
    expect(listed.body.map((b) => b.id)).toEqual([theirs]);
    expect((await call(owner, 'GET', `/buckets/${theirs}`)).status).toBe(404);
    const defaults = await call<{ id: string }[]>(owner, 'GET', '/buckets');
    expect(defaults.body.map((b) => b.id)).not.toContain(theirs);
    expect((await service.getBucket(theirs)).error).toMatchObject({ statusCode: '404' });
  });

  it('answers a hosted project’s public URL naming the project, which serves its object', async () => {
    const open = uniqueName('open');
    const owner = instance.token!;
    const theirs = (method: string, path: string, body?: unknown) =>
      callAs<{ publicUrl: string }>(
        instance.atrium.url,
        owner,
        method,
        `/platform/storage/${other.ref}/buckets${path}`,
        body,
      );
    expect((await theirs('POST', '', { id: open, public: true })).status).toBe(201);
    const form = new FormData();
    form.append('', new Blob(['their logo'], { type: 'text/plain' }));
    const stored = await fetch(
      `${instance.atrium.url}/platform/storage/${other.ref}/buckets/${open}/objects/upload?path=logo.txt`,
      { method: 'POST', headers: bearer(owner), body: form },
    );
    expect(stored.status).toBe(200);
    const answer = await theirs('POST', `/${open}/objects/public-url`, { path: 'logo.txt' });
    expect(answer.body.publicUrl).toBe(
      `${instance.atrium.url}/project-api/${other.ref}/storage/v1/object/public/${open}/logo.txt`,
    );
    const served = await fetch(answer.body.publicUrl);
    expect(await served.text()).toBe('their logo');
  });
});
