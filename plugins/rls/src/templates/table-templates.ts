import { templateStatement } from './statement.js';
import type { PolicyTemplate } from './template.js';

type Draft = Omit<PolicyTemplate, 'statement'> & { statement?: string };

/**
 * The 8 table templates (spec section 9), for `schema.table`. They use the project's bootstrapped
 * helpers (`auth.uid()`), wrapped in a sub-select so Postgres evaluates them once per query. The
 * three preview-only ones need other objects (a `members` table, a function, a `created_at`
 * column) and are hidden in the picker.
 */
export function tableTemplates(schema: string, table: string): PolicyTemplate[] {
  const target = `"${schema}"."${table}"`;
  const drafts: Draft[] = [
    {
      id: 'policy-1',
      preview: false,
      templateName: 'Enable read access for all users',
      description:
        'This policy gives read access to your table for all users via the SELECT operation.',
      name: 'Enable read access for all users',
      definition: 'true',
      check: '',
      command: 'SELECT',
      roles: [],
    },
    {
      id: 'policy-2',
      preview: false,
      templateName: 'Enable insert for authenticated users only',
      description:
        'This policy gives insert access to your table for all authenticated users only.',
      name: 'Enable insert for authenticated users only',
      definition: '',
      check: 'true',
      command: 'INSERT',
      roles: ['authenticated'],
    },
    {
      id: 'policy-3',
      preview: false,
      templateName: 'Enable delete for users based on user_id',
      description:
        'This policy assumes that your table has a column "user_id", and allows users to delete rows which the "user_id" column matches their ID',
      name: 'Enable delete for users based on user_id',
      definition: '(select auth.uid()) = user_id',
      check: '',
      command: 'DELETE',
      roles: [],
    },
    {
      id: 'policy-4',
      preview: false,
      templateName: 'Enable insert for users based on user_id',
      description:
        'This policy assumes that your table has a column "user_id", and allows users to insert rows which the "user_id" column matches their ID',
      name: 'Enable insert for users based on user_id',
      definition: '',
      check: '(select auth.uid()) = user_id',
      command: 'INSERT',
      roles: [],
    },
    {
      id: 'policy-5',
      preview: true,
      templateName: 'Policy with table joins',
      description:
        'Query across tables to build more advanced RLS rules. Assuming 2 tables called `teams` and `members`, you can query both tables in the policy to control access to the members table.',
      name: 'Enable updates for users in a team',
      definition:
        '(select auth.uid()) in (\n  select user_id from members\n  where team_id = id\n)',
      check: '',
      command: 'UPDATE',
      roles: [],
      statement: [
        'create policy "Enable updates for users in a team"',
        'on teams',
        'for update using (',
        '  (select auth.uid()) in (',
        '    select user_id from members',
        '    where team_id = id',
        '  )',
        ');',
      ].join('\n'),
    },
    {
      id: 'policy-6',
      preview: true,
      templateName: 'Policy with security definer functions',
      description:
        'Useful in a many-to-many relationship where you want to restrict access to the linking table. Assuming 2 tables called `teams` and `members`, you can use a security definer function in combination with a policy to control access to the members table.',
      name: 'Team members can update team members if they belong to the team',
      definition: 'team_id in (select get_teams_for_user(auth.uid()))',
      check: '',
      command: 'ALL',
      roles: [],
      statement: [
        'create or replace function get_teams_for_user(user_id uuid)',
        'returns setof bigint as $$',
        '  select team_id',
        '  from members',
        '  where user_id = $1',
        '$$ stable language sql security definer;',
        '',
        'create policy "Team members can update team members if they belong to the team"',
        'on members',
        'for all using (',
        '  team_id in (select get_teams_for_user(auth.uid()))',
        ');',
      ].join('\n'),
    },
    {
      id: 'policy-7',
      preview: true,
      templateName: 'Policy to implement Time To Live (TTL)',
      description:
        'Implement a TTL-like feature that you see in Instagram stories or Snapchat where messages expire after a day. Rows under the table are available only if they have been created within the last 24 hours.',
      name: 'Stories are live for a day',
      definition: "created_at > (current_timestamp - interval '1 day')",
      check: '',
      command: 'SELECT',
      roles: [],
      statement: [
        'create policy "Stories are live for a day"',
        `on ${target}`,
        'for select using (',
        "  created_at > (current_timestamp - interval '1 day')",
        ');',
      ].join('\n'),
    },
    {
      id: 'policy-8',
      preview: false,
      templateName: 'Allow users to only view their own data',
      description: 'Restrict users to reading only their own data.',
      name: 'Enable users to view their own data only',
      definition: '(select auth.uid()) = user_id',
      check: '',
      command: 'SELECT',
      roles: ['authenticated'],
    },
  ];
  return drafts.map((draft) => ({
    ...draft,
    statement: draft.statement ?? templateStatement(target, draft),
  }));
}
