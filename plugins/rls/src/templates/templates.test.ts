import { describe, expect, it } from 'vitest';
import { POLICY_NAME_MAX, takesCheck, takesUsing } from '../policy/policy.js';
import { realtimeTemplates } from './realtime-templates.js';
import { tableTemplates } from './table-templates.js';
import { templatesFor } from './templates-for.js';

const table = tableTemplates('public', 'todos');

describe('policy templates', () => {
  it('has 8 table templates, 3 of them preview-only and hidden in the picker', () => {
    expect(table).toHaveLength(8);
    expect(table.filter((t) => t.preview)).toHaveLength(3);
    expect(templatesFor('public', 'todos').map((t) => t.id)).toEqual([
      'policy-1',
      'policy-2',
      'policy-3',
      'policy-4',
      'policy-8',
    ]);
  });

  it('has 8 realtime broadcast and presence templates, offered for realtime.messages', () => {
    expect(realtimeTemplates).toHaveLength(8);
    expect(templatesFor('realtime', 'messages')).toEqual(realtimeTemplates);
    expect(new Set(realtimeTemplates.map((t) => t.id)).size).toBe(8);
  });

  it.each([...table, ...realtimeTemplates])(
    '$id is a complete policy the editor can take',
    (template) => {
      expect(template.name.length).toBeGreaterThan(0);
      expect(template.name.length).toBeLessThanOrEqual(POLICY_NAME_MAX);
      expect(template.templateName && template.description && template.statement).toBeTruthy();
      if (!takesUsing(template.command)) expect(template.definition).toBe('');
      if (!takesCheck(template.command)) expect(template.check).toBe('');
    },
  );

  it('shows the statement with the target table and the bootstrapped helpers', () => {
    expect(table.find((t) => t.id === 'policy-8')!.statement).toBe(
      [
        'create policy "Enable users to view their own data only"',
        'on "public"."todos"',
        'as PERMISSIVE',
        'for SELECT',
        'to authenticated',
        'using (',
        '  (select auth.uid()) = user_id',
        ');',
      ].join('\n'),
    );
  });
});
