import { describe, expect, it } from 'vitest';
import { api } from '../harness/api.js';

/**
 * `POST /api/ai/sql/title` without a provider (the shared instance has none): the title and
 * description come from Postgres's own parse of the SQL.
 */
const title = (sql: string) =>
  api<{ title: string; description: string }>('POST', '/api/ai/sql/title', { sql });

describe('POST /api/ai/sql/title, from the parser', () => {
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
});
