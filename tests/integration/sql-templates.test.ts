import { describe, expect, it } from 'vitest';
import { isScriptRow, parseScriptLine, type ScriptEvent } from '../../common/src/sql-script.js';
import { SQL_QUICKSTARTS } from '../../plugins/sql/src/templates/quickstarts.js';
import { SQL_TEMPLATES } from '../../plugins/sql/src/templates/templates.js';
import { directQuery } from '../harness/database.js';
import { ownerAuth, sharedUrl } from '../harness/instance-tokens.js';

/**
 * Every template and quickstart of the SQL editor runs cleanly on a fresh project: each is run as
 * the SQL editor runs it (`/query/results`, as a member, the project's own role), inside a
 * transaction the script itself rolls back, so nothing it makes outlives it or meets another's.
 */
async function runRolledBack(sql: string): Promise<ScriptEvent[]> {
  const response = await fetch(`${sharedUrl()}/platform/pg-meta/default/query/results`, {
    method: 'POST',
    headers: { ...ownerAuth(), 'content-type': 'application/json' },
    body: JSON.stringify({ query: `begin;\n${sql};\nrollback;` }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.text())
    .trimEnd()
    .split('\n')
    .map(parseScriptLine)
    .filter((line): line is ScriptEvent => !isScriptRow(line));
}

describe('SQL templates and quickstarts', () => {
  const all = [...SQL_TEMPLATES, ...SQL_QUICKSTARTS];

  it('have unique ids and titles', () => {
    expect(new Set(all.map((snippet) => snippet.id)).size).toBe(all.length);
    expect(new Set(all.map((snippet) => snippet.title)).size).toBe(all.length);
  });

  it.each(all.map((snippet) => [snippet.id, snippet] as const))(
    '%s runs cleanly and leaves nothing behind',
    async (_id, snippet) => {
      const events = await runRolledBack(snippet.sql);
      expect(events.at(-1)).toMatchObject({ kind: 'end' });
      const commands = events.flatMap((event) =>
        event.kind === 'complete' ? [event.command] : [],
      );
      expect(commands[0]).toBe('BEGIN');
      expect(commands.at(-1)).toBe('ROLLBACK');
      // Each created table is gone again: the run was real, and rolled back.
      const created = [...snippet.sql.matchAll(/create table (\w+)/g)].map((match) => match[1]!);
      expect(created.length).toBeGreaterThan(0);
      const left = await directQuery<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c
          WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1)`,
        [created],
      );
      expect(left).toEqual([]);
    },
  );
});
