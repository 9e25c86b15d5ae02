import { describe, expect, inject, it } from 'vitest';
import { api } from '../harness/api.js';
import { uniqueName } from '../harness/database.js';
import { ownerToken } from '../harness/owner.js';
import { sharedClusterUrl } from '../harness/shared-cluster-instance.js';
import { addedMemberToken, callAs, signUp } from './hosted/hosted-calls.js';

/**
 * `POST /api/ai/sql/{ref}/title` without a provider (the shared instance has none): the title and
 * description come from Postgres's own parse of the SQL.
 */
const TITLE = '/api/ai/sql/default/title';
/** The spec's path, with no project (storage-sql-reports-nav.md): for a member who may save content somewhere. */
const SPEC_TITLE = '/api/ai/sql/title';
const title = (sql: string) => api<{ title: string; description: string }>('POST', TITLE, { sql });

const account = () => ({
  email: `${uniqueName('title')}@example.test`,
  password: `pw-${uniqueName('secret')}`,
});

describe('POST /api/ai/sql/{ref}/title, from the parser', () => {
  it('names what a query reads, and from which tables', async () => {
    const answer = await title(
      'SELECT o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id',
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        title: 'Select from orders and customers',
        description: 'Reads orders and customers.',
      },
    });
  });

  it('names what a script changes', async () => {
    const answer = await title(
      `WITH recent AS (SELECT id FROM events WHERE at > now() - interval '1 day')
       DELETE FROM sessions WHERE event_id IN (SELECT id FROM recent);
       INSERT INTO audit.log (note) VALUES ('cleaned')`,
    );
    expect(answer.body).toEqual({
      title: 'Delete from sessions, insert into audit.log',
      description: 'Runs 2 statements. Reads events. Changes sessions and audit.log.',
    });
  });

  it('names DDL', async () => {
    const answer = await title(
      'CREATE TABLE todos (id bigint primary key, task text); ALTER TABLE todos ENABLE ROW LEVEL SECURITY',
    );
    expect(answer.body).toEqual({
      title: 'Create table todos, alter table todos',
      description: 'Runs 2 statements. Changes todos.',
    });
  });

  it('refuses SQL Postgres cannot parse, and empty SQL', async () => {
    expect((await title('SELEC 1')).status).toBe(400);
    expect((await title('  ')).status).toBe(400);
  });

  // It spends the deployment's AI key: only a member who may save snippets there may ask.
  it('refuses a user with no access to the project, and a Read-only member, on both paths', async () => {
    const url = inject('apiUrl');
    const outsiderAccount = account();
    await signUp(sharedClusterUrl('atrium'), outsiderAccount);
    const outsider = await ownerToken(url, outsiderAccount);
    const reader = await addedMemberToken(
      url,
      inject('ownerToken'),
      'default',
      account(),
      'read_only',
    );
    for (const path of [TITLE, SPEC_TITLE]) {
      for (const token of [outsider, reader]) {
        const answer = await callAs(url, token, 'POST', path, { sql: 'SELECT 1' });
        expect(answer.status, path).toBe(403);
      }
    }
    const developer = await addedMemberToken(
      url,
      inject('ownerToken'),
      'default',
      account(),
      'developer',
    );
    expect((await callAs(url, developer, 'POST', TITLE, { sql: 'SELECT 1' })).status).toBe(200);
    // The spec's path, without a project: the same answer for whoever may save content somewhere.
    const named = await callAs<{ title: string; description: string }>(
      url,
      developer,
      'POST',
      SPEC_TITLE,
      { sql: 'SELECT id FROM orders' },
    );
    expect(named).toEqual({
      status: 200,
      body: { title: 'Select from orders', description: 'Reads orders.' },
    });
  });
});
