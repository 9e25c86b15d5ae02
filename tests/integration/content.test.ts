import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItemJson } from '../../api/src/content/items/store.js';
import type { Principal } from '../../api/src/http/principal.js';
import {
  addMember,
  addOrganization,
  addProject,
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from './platform/platform-database.js';

const contentOf = (ref: string) => `/platform/projects/${ref}/content`;
const CONTENT = contentOf('default');

interface List {
  readonly data: ContentItemJson[];
}
interface Conflict {
  readonly error: { readonly code: string };
  readonly current: ContentItemJson;
}

/**
 * docs/api.md (saved content): snippets kept in the platform database, personal ones seen by
 * their owner alone, shared ones by every member; favorites per member; only the owner renames,
 * shares or deletes; a save over a newer version is refused with the current item; Read-only
 * members list but never write; each project, the default one and any other, keeps its own.
 */
describe('saved content', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let alice: Principal;
  let bob: Principal;
  let reader: Principal;
  let outsider: Principal;

  const snippet = (name: string, visibility: 'user' | 'project', sql = 'select 1') => ({
    name,
    description: '',
    type: 'sql',
    visibility,
    content: { sql, favorite: false },
  });

  beforeAll(async () => {
    platform = await freshPlatformDatabase('content');
    call = appAs(platform.pool);
    const organization = await addOrganization(platform.pool, 'content-org');
    await addProject(platform.pool, organization, 'default');
    const hosted = await addOrganization(platform.pool, 'hosted-org');
    await addProject(platform.pool, hosted, 'hosted-app');
    alice = await addUser(platform.pool, 'alice@content.test');
    bob = await addUser(platform.pool, 'bob@content.test');
    reader = await addUser(platform.pool, 'reader@content.test');
    outsider = await addUser(platform.pool, 'outsider@content.test');
    await addMember(platform.pool, organization, alice.userId, 'developer');
    await addMember(platform.pool, organization, bob.userId, 'developer');
    await addMember(platform.pool, organization, reader.userId, 'read_only');
    await addMember(platform.pool, hosted, outsider.userId, 'owner');
  });
  afterAll(() => platform?.close());

  it('shows a personal snippet to its owner alone and a shared one to every member', async () => {
    const mine = await call<ContentItemJson>(alice, 'POST', CONTENT, {
      ...snippet('Alice alone', 'user'),
      owner_id: bob.userId,
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      name: 'Alice alone',
      owner_id: alice.userId,
      visibility: 'user',
      version: 1,
      content: { sql: 'select 1', favorite: false },
    });
    const shared = await call<ContentItemJson>(alice, 'POST', CONTENT, snippet('Team', 'project'));
    expect(shared.status).toBe(201);

    const bobSees = await call<List>(bob, 'GET', `${CONTENT}?type=sql`);
    expect(bobSees.status).toBe(200);
    const bobNames = bobSees.body.data.map((item) => item.name);
    expect(bobNames).toContain('Team');
    expect(bobNames).not.toContain('Alice alone');
    const readerSees = await call<List>(reader, 'GET', CONTENT);
    expect(readerSees.status).toBe(200);
    expect(readerSees.body.data.map((item) => item.name)).toContain('Team');
    const aliceSees = await call<List>(alice, 'GET', CONTENT);
    expect(aliceSees.body.data.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Alice alone', 'Team']),
    );
    // Another member cannot reach a personal snippet by its id either.
    const peek = await call(bob, 'PATCH', `${CONTENT}/${mine.body.id}`, {
      content: { sql: 'select 2' },
      version: 1,
    });
    expect(peek.status).toBe(404);
  });

  it('lets only the owner rename, share or delete, and keeps favorites per member', async () => {
    const made = await call<ContentItemJson>(alice, 'POST', CONTENT, snippet('Owned', 'user'));
    const path = `${CONTENT}/${made.body.id}`;
    const shared = await call<ContentItemJson>(alice, 'PATCH', path, { visibility: 'project' });
    expect(shared.status).toBe(200);
    expect(shared.body.visibility).toBe('project');

    const rename = await call<{ error: { code: string } }>(bob, 'PATCH', path, { name: 'Bobs' });
    expect(rename.status).toBe(403);
    expect(rename.body.error.code).toBe('not_content_owner');
    const remove = await call(bob, 'DELETE', `${CONTENT}?ids=${made.body.id}`);
    expect(remove.status).toBe(403);

    const starred = await call<ContentItemJson>(bob, 'PUT', `${path}/favorite`, {
      favorite: true,
    });
    expect(starred.status).toBe(200);
    expect(starred.body.content.favorite).toBe(true);
    const forAlice = await call<List>(alice, 'GET', CONTENT);
    expect(forAlice.body.data.find((item) => item.id === made.body.id)?.content.favorite).toBe(
      false,
    );

    const renamed = await call<ContentItemJson>(alice, 'PATCH', path, { name: '  Renamed ' });
    expect(renamed.body.name).toBe('Renamed');
    const empty = await call(alice, 'PATCH', path, { name: '   ' });
    expect(empty.status).toBe(400);
    const deleted = await call<{ data: { id: string }[] }>(
      alice,
      'DELETE',
      `${CONTENT}?ids=${made.body.id}`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual([{ id: made.body.id }]);
    const again = await call<{ error: { message: string } }>(
      alice,
      'DELETE',
      `${CONTENT}?ids=${made.body.id}`,
    );
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Content not found');
  });

  it('refuses a save over a newer version and answers the current item', async () => {
    const made = await call<ContentItemJson>(alice, 'POST', CONTENT, snippet('Shared', 'project'));
    const path = `${CONTENT}/${made.body.id}`;
    const bobSaves = await call<ContentItemJson>(bob, 'PATCH', path, {
      content: { sql: 'select bob' },
      version: 1,
    });
    expect(bobSaves.status).toBe(200);
    expect(bobSaves.body.version).toBe(2);

    const aliceSaves = await call<Conflict>(alice, 'PATCH', path, {
      content: { sql: 'select alice' },
      version: 1,
    });
    expect(aliceSaves.status).toBe(409);
    expect(aliceSaves.body.error.code).toBe('version_conflict');
    expect(aliceSaves.body.current).toMatchObject({ version: 2, content: { sql: 'select bob' } });

    // Overwriting is a choice: saving over the version just seen.
    const overwrite = await call<ContentItemJson>(alice, 'PATCH', path, {
      content: { sql: 'select alice' },
      version: 2,
    });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body).toMatchObject({ version: 3, content: { sql: 'select alice' } });
    const noVersion = await call(alice, 'PATCH', path, { content: { sql: 'x' } });
    expect(noVersion.status).toBe(400);
  });

  it('refuses every write to a Read-only member and a non-member', async () => {
    const made = await call<ContentItemJson>(
      alice,
      'POST',
      CONTENT,
      snippet('Readable', 'project'),
    );
    const path = `${CONTENT}/${made.body.id}`;
    expect((await call(reader, 'POST', CONTENT, snippet('Nope', 'user'))).status).toBe(403);
    expect((await call(reader, 'PATCH', path, { content: { sql: 'x' }, version: 1 })).status).toBe(
      403,
    );
    expect((await call(reader, 'PUT', `${path}/favorite`, { favorite: true })).status).toBe(403);
    expect((await call(reader, 'DELETE', `${CONTENT}?ids=${made.body.id}`)).status).toBe(403);
    expect((await call(outsider, 'GET', CONTENT)).status).toBe(403);
    expect((await call(undefined, 'GET', CONTENT)).status).toBe(401);
  });

  it('keeps each project its own, a hosted one included', async () => {
    const hosted = contentOf('hosted-app');
    const made = await call<ContentItemJson>(
      outsider,
      'POST',
      hosted,
      snippet('Hosted', 'project'),
    );
    expect(made.status).toBe(201);
    const listed = await call<List>(outsider, 'GET', hosted);
    expect(listed.body.data.map((item) => item.name)).toEqual(['Hosted']);
    expect((await call(alice, 'GET', hosted)).status).toBe(403);
    const fromDefault = await call<List>(alice, 'GET', CONTENT);
    expect(fromDefault.body.data.map((item) => item.name)).not.toContain('Hosted');
    // An item of another project is not reached through this one's path.
    const across = await call(outsider, 'PATCH', `${CONTENT}/${made.body.id}`, { name: 'x' });
    expect(across.status).toBe(403);
  });

  it('records every write in the audit log by the item name', async () => {
    await call(alice, 'POST', CONTENT, snippet('Audited snippet', 'user'));
    await expect
      .poll(async () => {
        const { rows } = await platform.pool.query<{ project_ref: string; status: number }>(
          `SELECT project_ref, status FROM audit_log
            WHERE action = 'content.created' AND target_name = $1`,
          ['Audited snippet'],
        );
        return rows;
      })
      .toEqual([{ project_ref: 'default', status: 201 }]);
  });
});
