import { describe, expect, it } from 'vitest';
import { aPrimaryKey, aTable } from '@atrium/core/testing';
import { apiColumn } from '../test/fake-api.js';
import { buildGridColumns } from '../model/grid-column.js';
import { createTableSql, createViewSql } from './create-table-sql.js';

describe('createTableSql', () => {
  it('prints the columns, their constraints and the primary key, names quoted', () => {
    const columns = buildGridColumns(
      [
        apiColumn('id', 'int8', 1, {
          is_identity: true,
          identity_generation: 'ALWAYS',
          is_nullable: false,
        }),
        apiColumn('status', 'order_status', 2, {
          data_type: 'USER-DEFINED',
          enums: ['placed'],
          default_value: "'placed'::order_status",
          is_nullable: false,
        }),
        apiColumn('tags', '_text', 3, { data_type: 'ARRAY' }),
        apiColumn('Qty "n"', 'int4', 4, { check: 'qty > 0', is_unique: true }),
        apiColumn('owner', 'uuid', 5),
      ],
      aTable({
        primary_keys: [aPrimaryKey('id')],
        relationships: [
          {
            id: 1,
            constraint_name: 'orders_owner_fkey',
            source_schema: 'public',
            source_table_name: 'pets',
            source_column_name: 'owner',
            target_table_schema: 'auth',
            target_table_name: 'users',
            target_column_name: 'id',
            deletion_action: 'c',
          },
        ],
      }),
    );
    expect(createTableSql('public', 'orders', columns)).toBe(
      [
        'CREATE TABLE "public"."orders" (',
        '  "id" int8 GENERATED ALWAYS AS IDENTITY,',
        `  "status" "order_status" DEFAULT 'placed'::order_status NOT NULL,`,
        '  "tags" text[],',
        '  "Qty ""n""" int4 UNIQUE CHECK (qty > 0),',
        '  "owner" uuid REFERENCES "auth"."users" ("id") ON DELETE CASCADE,',
        '  PRIMARY KEY ("id")',
        ');',
      ].join('\n'),
    );
  });

  it('prints a table without columns as one line', () => {
    expect(createTableSql('public', 'empty', [])).toBe('CREATE TABLE "public"."empty" ();');
  });
});

describe('createViewSql', () => {
  it("prints a view's query after its quoted name", () => {
    expect(createViewSql('VIEW', 'public', 'open', ' SELECT 1 AS x;\n')).toBe(
      'CREATE VIEW "public"."open" AS\n SELECT 1 AS x;',
    );
  });
});
