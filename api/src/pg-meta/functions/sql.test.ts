import { describe, expect, it } from 'vitest';
import {
  alterFunction,
  createFunction,
  dropFunction,
  functionId,
  getFunction,
  listFunctions,
  replaceBody,
  resolveType,
  splitArg,
  type DbFunction,
} from './sql.js';

const tag = (body: string) => `$t$${body}$t$`;

const current = {
  id: 1,
  schema: 'public',
  name: 'add"one',
  definition: 'select a + 1',
  identity_argument_types: 'a integer',
  complete_statement:
    'CREATE OR REPLACE FUNCTION public."add""one"(a integer)\n RETURNS integer\n LANGUAGE sql\n' +
    ' IMMUTABLE SECURITY DEFINER\nAS $function$select a + 1$function$\n',
} as DbFunction;

describe('function SQL', () => {
  it('binds filters and ids as parameters', () => {
    const list = listFunctions({ included_schemas: ["x'; DROP"], trigger_functions: true });
    expect(list.text).toContain(`p.prorettype = 'trigger'::regtype`);
    expect(list.text).not.toContain('DROP');
    expect(list.values[0]).toEqual(["x'; DROP"]);
    expect(getFunction(7).values).toEqual([7]);
    expect(resolveType('int); DROP TABLE t; --').values).toEqual(['int); DROP TABLE t; --']);
  });

  it('splits arguments into name and type', () => {
    expect(splitArg('a integer')).toEqual({ name: 'a', type: 'integer' });
    expect(splitArg(' ts timestamp with time zone ')).toEqual({
      name: 'ts',
      type: 'timestamp with time zone',
    });
    expect(splitArg('text')).toEqual({ type: 'text' });
  });

  it('creates with quoted names, a dollar-quoted body and literal settings', () => {
    expect(
      createFunction(
        {
          schema: 'my schema',
          name: 'f"; DROP',
          definition: "select 'x'",
          args: [{ name: 'a"b', type: 'integer' }, { type: 'text' }],
          return_type: 'text',
          returns_set: true,
          language: 'sql',
          behavior: 'STABLE',
          security_definer: true,
          config_params: { search_path: "public, x'y", work_mem: '64MB' },
        },
        tag,
      ),
    ).toBe(
      `CREATE FUNCTION "my schema"."f""; DROP"("a""b" integer, text) RETURNS SETOF text` +
        ` LANGUAGE "sql" STABLE SECURITY DEFINER SET "search_path" TO 'public', 'x''y'` +
        ` SET "work_mem" TO '64MB' AS $t$select 'x'$t$`,
    );
  });

  it('replaces only the body of the printed definition', () => {
    expect(replaceBody(current, 'select a + 2', tag)).toBe(
      current.complete_statement.replace('$function$select a + 1$function$', '$t$select a + 2$t$'),
    );
    expect(replaceBody({ ...current, definition: 'other' }, 'x', tag)).toBeUndefined();
  });

  it('alters only what changed, renaming before moving', () => {
    expect(alterFunction(current, { name: current.name, definition: current.definition })).toEqual(
      [],
    );
    expect(alterFunction(current, { name: 'b', schema: 's"2' }, tag)).toEqual([
      'ALTER FUNCTION "public"."add""one"(a integer) RENAME TO "b"',
      'ALTER FUNCTION "public"."b"(a integer) SET SCHEMA "s""2"',
    ]);
    expect(alterFunction({ ...current, complete_statement: 'x' }, { definition: 'y' })).toBe(
      undefined,
    );
  });

  it('looks the new function up by a bound signature', () => {
    expect(functionId('s', 'f"x', [{ name: 'a', type: 'integer' }, { type: 'text' }])).toEqual({
      text: 'SELECT to_regprocedure($1)::oid AS id',
      values: ['"s"."f""x"(integer, text)'],
    });
  });

  it('drops by signature', () => {
    expect(dropFunction(current, true)).toBe(
      'DROP FUNCTION "public"."add""one"(a integer) CASCADE',
    );
  });
});
