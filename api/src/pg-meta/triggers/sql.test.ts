import { describe, expect, it } from 'vitest';
import {
  alterTrigger,
  createTrigger,
  dropTrigger,
  findTriggerId,
  getTrigger,
  listTriggers,
  toTrigger,
  type CreateTrigger,
  type Trigger,
  type TriggerRow,
} from './sql.js';

const current = {
  name: 't"1',
  schema: 'public',
  table: 'my table',
  enabled_mode: 'ORIGIN',
} as Trigger;

describe('trigger SQL', () => {
  it('binds filters, ids and names as parameters', () => {
    const list = listTriggers({ excluded_schemas: ["x'; DROP"], limit: 2 });
    expect(list.text).not.toContain('DROP');
    expect(list.values).toEqual([
      ["x'; DROP"],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      2,
    ]);
    expect(getTrigger(3).values).toEqual([3]);
    expect(findTriggerId('s', "t'", 'n').values).toEqual(['s', "t'", 'n']);
  });

  it('decodes the NUL-separated trigger arguments', () => {
    const row = { function_args: Buffer.from('a\0b é\0\0', 'utf8') } as TriggerRow;
    expect(toTrigger(row).function_args).toEqual(['a', 'b é', '']);
    expect(toTrigger({ function_args: null } as TriggerRow).function_args).toEqual([]);
  });

  it('creates with quoted names, literal arguments and the enabled mode', () => {
    expect(
      createTrigger({
        name: 'on"insert',
        schema: 'public',
        table: 'a; b',
        activation: 'BEFORE',
        orientation: 'ROW',
        events: ['INSERT', 'UPDATE'],
        function_schema: 'fn schema',
        function_name: 'f',
        function_args: ["x'); DROP TABLE t; --", 'y'],
        enabled_mode: 'REPLICA',
      }),
    ).toEqual([
      `CREATE TRIGGER "on""insert" BEFORE INSERT OR UPDATE ON "public"."a; b" FOR EACH ROW` +
        ` EXECUTE FUNCTION "fn schema"."f"('x''); DROP TABLE t; --', 'y')`,
      'ALTER TABLE "public"."a; b" ENABLE REPLICA TRIGGER "on""insert"',
    ]);
  });

  it('writes the condition through the slot, in its WHEN clause', () => {
    const trigger: CreateTrigger = {
      name: 't',
      schema: 'public',
      table: 'a',
      activation: 'AFTER',
      orientation: 'ROW',
      events: ['UPDATE'],
      function_schema: 'public',
      function_name: 'f',
      function_args: [],
      enabled_mode: 'ORIGIN',
      condition: 'old.* IS DISTINCT FROM new.*',
    };
    expect(createTrigger(trigger, (field) => `<${field}>`)).toEqual([
      'CREATE TRIGGER "t" AFTER UPDATE ON "public"."a" FOR EACH ROW WHEN (<condition>)' +
        ' EXECUTE FUNCTION "public"."f"()',
    ]);
    expect(createTrigger({ ...trigger, condition: null })[0]).not.toContain('WHEN');
  });

  it('alters only what changed, the mode before the name', () => {
    expect(alterTrigger(current, { name: current.name, enabled_mode: 'ORIGIN' })).toEqual([]);
    expect(alterTrigger(current, { name: 'n', enabled_mode: 'DISABLED' })).toEqual([
      'ALTER TABLE "public"."my table" DISABLE TRIGGER "t""1"',
      'ALTER TRIGGER "t""1" ON "public"."my table" RENAME TO "n"',
    ]);
    expect(alterTrigger(current, { enabled_mode: 'ALWAYS' })).toEqual([
      'ALTER TABLE "public"."my table" ENABLE ALWAYS TRIGGER "t""1"',
    ]);
  });

  it('drops by name and table', () => {
    expect(dropTrigger(current, false)).toBe('DROP TRIGGER "t""1" ON "public"."my table" RESTRICT');
  });
});
