/**
 * Property: whatever hostile fragments (comments, dollar quotes with any tag, string escapes,
 * newlines of every kind, unbalanced parentheses, second statements) the expression fields hold,
 * every endpoint that takes an expression changes nothing but its own object: no payload runs (the
 * sentinel keeps its one row, no smuggled table or file appears), and once that object is removed
 * again the sandbox is exactly as it was. A new column that is created keeps the NOT NULL and
 * UNIQUE it was asked for. Every answer is a success or a 4xx, never a server error.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileFragment } from '../../../api/src/sql/hostile-fragments.fixture.js';
import { api, type ApiResponse } from '../../harness/api.js';
import {
  addPlainColumn,
  addPolicy,
  createSandbox,
  dropColumn,
  dropPolicy,
  dropSandbox,
  dropTable,
  expectUntouched,
  snapshot,
  type Sandbox,
} from './statement-guard.sandbox.js';

/** 15 runs an endpoint keeps the file to seconds; `STATEMENT_GUARD_API_RUNS` searches deeper. */
const numRuns = Number(process.env.STATEMENT_GUARD_API_RUNS ?? 15);
const TIMEOUT = 120_000;
const base = '/platform/pg-meta/default';

interface Endpoint {
  readonly name: string;
  /** Sends the request with the two fragments, after any set-up it needs. */
  send(sandbox: Sandbox, first: string, second: string): Promise<ApiResponse>;
  /** Checks what a successful request answered. */
  expectCreated?(body: unknown): void;
  /** Removes what the request (and its set-up) created, if anything. */
  cleanUp(sandbox: Sandbox): Promise<void>;
}

const asExpression = { default_value_format: 'expression' } as const;

const endpoints: Endpoint[] = [
  {
    name: 'POST /columns (default_value, check)',
    send: (sandbox, first, second) =>
      api('POST', `${base}/columns`, {
        table_id: sandbox.targetId,
        name: 'added',
        type: 'int4',
        default_value: first,
        ...asExpression,
        is_nullable: false,
        is_unique: true,
        check: second,
      }),
    expectCreated: (body) => expect(body).toMatchObject({ is_nullable: false, is_unique: true }),
    cleanUp: (sandbox) => dropColumn(sandbox, 'added'),
  },
  {
    name: 'PATCH /columns (default_value, check)',
    async send(sandbox, first, second) {
      const id = await addPlainColumn(sandbox, 'patched');
      return api('PATCH', `${base}/columns/${id}`, {
        default_value: first,
        ...asExpression,
        check: second,
      });
    },
    cleanUp: (sandbox) => dropColumn(sandbox, 'patched'),
  },
  {
    name: 'POST /tables (a column with default_value and check)',
    send: (sandbox, first, second) =>
      api('POST', `${base}/tables`, {
        schema: sandbox.schema,
        name: 'created',
        columns: [
          { name: 'id', type: 'int8', is_primary_key: true },
          { name: 'c', type: 'int4', default_value: first, ...asExpression, check: second },
          { name: 'd', type: 'int4', is_nullable: false, is_unique: true },
        ],
      }),
    expectCreated(body) {
      const columns = (body as { columns: { name: string; is_nullable: boolean }[] }).columns;
      expect(columns.map((c) => c.name)).toEqual(['id', 'c', 'd']);
      expect(columns[2]!.is_nullable).toBe(false);
    },
    cleanUp: (sandbox) => dropTable(sandbox, 'created'),
  },
  {
    name: 'POST /policies (definition, check)',
    send: (sandbox, first, second) =>
      api('POST', `${base}/policies`, {
        name: 'created',
        schema: sandbox.schema,
        table: 'target',
        command: 'ALL',
        definition: first,
        check: second,
      }),
    cleanUp: (sandbox) => dropPolicy(sandbox, 'created'),
  },
  {
    name: 'PATCH /policies (definition, check)',
    async send(sandbox, first, second) {
      const id = await addPolicy(sandbox, 'patched');
      return api('PATCH', `${base}/policies/${id}`, { definition: first, check: second });
    },
    cleanUp: (sandbox) => dropPolicy(sandbox, 'patched'),
  },
  {
    name: 'POST /policies/test (definition, check)',
    send: (sandbox, first, second) =>
      api('POST', `${base}/policies/test`, {
        table_id: sandbox.targetId,
        role: 'authenticated',
        policy: { name: 'probe', command: 'ALL', definition: first, check: second },
      }),
    // Always rolled back: there is nothing to remove.
    cleanUp: async () => undefined,
  },
];

describe('hostile expressions change nothing but the intended object (property)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox('guard_prop');
  });
  afterAll(() => dropSandbox(sandbox));

  for (const endpoint of endpoints) {
    it(
      endpoint.name,
      async () => {
        const fragment = hostileFragment(sandbox.payloads);
        await fc.assert(
          fc.asyncProperty(fragment, fragment, async (first, second) => {
            const before = await snapshot(sandbox);
            const response = await endpoint.send(sandbox, first, second);
            try {
              expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
              await expectUntouched(sandbox);
              if (response.status < 300) endpoint.expectCreated?.(response.body);
            } finally {
              await endpoint.cleanUp(sandbox);
            }
            expect(await snapshot(sandbox)).toEqual(before);
          }),
          { numRuns, interruptAfterTimeLimit: 90_000 },
        );
      },
      TIMEOUT,
    );
  }
});
