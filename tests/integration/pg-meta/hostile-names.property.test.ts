/**
 * Property: a hostile identifier (quotes, `;`, `--`, `$$`, backslashes, Unicode, the 63-byte edge,
 * empty, whitespace-only) either creates exactly the named object, byte for byte, and nothing
 * else, or is refused with 400 and a clear message, changing nothing. Each kind works in its own
 * sandbox schema holding a canary table that an injected statement would be likely to hit; the
 * catalogue is read directly, with bound parameters, never through the API under test.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { superuserQuery, uniqueName } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { identifierProblem } from './hostile-names.arbitraries.js';
import {
  createSandbox,
  diff,
  expectCanary,
  expectCreatedExactly,
  expectRefused,
  ident,
  prefixedRoles,
  sandboxCatalogue,
} from './hostile-names.catalogue.js';
import { keptQuery, closeKeptConnections } from '../../harness/kept-connections.js';
import { base, HOSTILE_KINDS, type HostileKind } from './hostile-names.kinds.js';

/** 25 runs a kind keeps the file fast; `HOSTILE_NAMES_RUNS=500` searches deeper on demand. */
const NUM_RUNS = Number(process.env.HOSTILE_NAMES_RUNS ?? 25);
const TIMEOUT = 120_000;
const propertyParameters = { numRuns: NUM_RUNS, interruptAfterTimeLimit: 90_000 };

const nothingChanged = { added: [], removed: [] };

describe('hostile identifiers: created exactly, or refused with 400 (property)', () => {
  const sandboxes: string[] = [];
  const rolePrefix = `${uniqueName('hn')}_`;
  /** Where kinds with `ownInstance` run: a project whose DATABASE_URL may create roles. */
  let own: SharedClusterInstance;
  const on = (kind: HostileKind) => (kind.ownInstance ? own : undefined);

  beforeAll(async () => {
    own = await startOnSharedCluster('hostile_names');
  });

  afterAll(async () => {
    for (const schema of sandboxes) {
      await keptQuery(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
    }
    // Before the own instance's database is dropped under them.
    await closeKeptConnections();
    await own?.close();
    for (const role of await prefixedRoles(rolePrefix)) {
      await superuserQuery(`DROP ROLE IF EXISTS ${ident(role.name)}`);
    }
  });

  /** One create, checked: refused and nothing changed, or exactly created, listed, and dropped. */
  async function createOnce(kind: HostileKind, name: string, schema: string, tableId?: number) {
    const instance = on(kind);
    const [baseUrl, dbUrl] = [instance?.atrium.url, instance?.projectDbUrl];
    const before = await kind.catalogue(schema, rolePrefix);
    const sandboxBefore = await sandboxCatalogue(schema, dbUrl);
    try {
      const created = await api<{ id: number | string; name: string }>(
        'POST',
        `${base}/${kind.resource}`,
        kind.body(name, schema, tableId),
        baseUrl,
      );
      const after = await kind.catalogue(schema, rolePrefix);
      if (identifierProblem(name)) {
        expectRefused(name, created);
        expect(diff(before, after)).toEqual(nothingChanged);
      } else {
        await expectCreatedExactly(name, created, before, after, kind.expected);
        await kind.expectListed(created.body, name, schema, { tableId, rolePrefix, baseUrl });
        const dropped = await api(
          'DELETE',
          `${base}/${kind.resource}/${created.body.id}`,
          undefined,
          baseUrl,
        );
        expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
        expect(diff(before, await kind.catalogue(schema, rolePrefix))).toEqual(nothingChanged);
      }
      if (kind.resource === 'roles') {
        expect(diff(sandboxBefore, await sandboxCatalogue(schema, dbUrl))).toEqual(nothingChanged);
      }
      await expectCanary(schema, dbUrl);
    } finally {
      await kind.cleanUp(schema, before, rolePrefix);
    }
  }

  for (const kind of HOSTILE_KINDS) {
    describe(kind.resource, () => {
      let schema: string;
      let tableId: number | undefined;
      beforeAll(async () => {
        schema = await createSandbox(kind.resource, on(kind)?.projectDbUrl);
        sandboxes.push(schema);
        tableId = await kind.setup?.(schema);
      });

      it(
        `POST/GET/DELETE /${kind.resource}`,
        async () => {
          await fc.assert(
            fc.asyncProperty(kind.names(rolePrefix), (name) =>
              createOnce(kind, name, schema, tableId),
            ),
            propertyParameters,
          );
        },
        TIMEOUT,
      );
    });
  }

  describe('roles: names surrounding whitespace once changed (roles used to be created trimmed)', () => {
    const roles = HOSTILE_KINDS.find((k) => k.resource === 'roles')!;
    let schema: string;
    beforeAll(async () => {
      schema = await createSandbox('trimmed_roles', on(roles)?.projectDbUrl);
      sandboxes.push(schema);
    });

    const cases: [label: string, name: (prefix: string) => string][] = [
      ['a trailing space', (p) => `${p}x `],
      ['a trailing tab', (p) => `${p}x\t`],
      ['a trailing U+FEFF (found by the property)', (p) => `${p}x\ufeff`],
      ['SQL then a trailing U+3000', (p) => `${p}x"; DROP TABLE canary; --\u3000`],
      ['a leading space', (p) => ` ${p}x`],
      ['64 bytes, the last one a space', (p) => `${p.padEnd(63, 'y')} `],
    ];
    for (const [label, build] of cases) {
      it(`POST /roles creates exactly a name with ${label}, or refuses it`, () =>
        createOnce(roles, build(rolePrefix), schema));
    }
  });
});
