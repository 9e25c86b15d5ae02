import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPolicy, aTable, anEntity, stubPgMeta } from '../testing/index.js';
import { PluginTestHarness } from '../testing/PluginTestHarness.js';
import type { ResourceDefinition } from './data/define-resource.js';
import { useProjectMutation } from './data/use-project-mutation.js';
import { useProjectQuery } from './data/use-project-query.js';
import { resources } from './keys/core-resources.js';
import { entityKeys } from './keys/entities.js';
import { policyKeys } from './keys/policies.js';

afterEach(() => vi.unstubAllGlobals());

/** Stands in for the table editor: shows a table's RLS state from the entity endpoint. */
function TableEditorView() {
  const entity = useProjectQuery(entityKeys.detail(7), (pgMeta) =>
    pgMeta.relations.entities[':id'].$get({ param: { id: '7' } }),
  );
  return <p>{entity.data ? `RLS ${entity.data.rls_enabled ? 'on' : 'off'}` : 'loading'}</p>;
}

/** Stands in for the policies screen's list. */
function PolicyListView() {
  const list = useProjectQuery(policyKeys.list('public'), (pgMeta) =>
    pgMeta.security.policies.$get({ query: { included_schemas: 'public' } }),
  );
  return <p>{list.data ? `${list.data.length} policies` : 'loading'}</p>;
}

/** Stands in for the policies screen's writes: an RLS toggle and a policy's deletion. */
function PoliciesView({ invalidates }: { invalidates: readonly ResourceDefinition[] }) {
  const toggle = useProjectMutation(
    (_: void, pgMeta) =>
      pgMeta.relations.tables[':id'].$patch({ param: { id: '7' }, json: { rls_enabled: true } }),
    { invalidates, errorToast: 'Failed to toggle RLS' },
  );
  const remove = useProjectMutation(
    (id: number, pgMeta) => pgMeta.security.policies[':id'].$delete({ param: { id: String(id) } }),
    { invalidates: [resources.policies], errorToast: 'Failed to delete policy' },
  );
  return (
    <>
      <button onClick={() => void toggle.trigger()}>Enable RLS</button>
      <button onClick={() => void remove.trigger(3)}>Delete policy</button>
    </>
  );
}

/** Two plugins' screens of project p1 (and one of project p2) over one SWR cache, as in the shell. */
function renderScreens(invalidates: readonly ResourceDefinition[] = [resources.tables]) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness pluginId="data-grid" path="/project/p1/editor/7">
        <TableEditorView />
      </PluginTestHarness>
      <PluginTestHarness pluginId="data-grid" path="/project/p2/editor/7">
        <TableEditorView />
      </PluginTestHarness>
      <PluginTestHarness pluginId="rls" path="/project/p1/auth/policies">
        <PolicyListView />
        <PoliciesView invalidates={invalidates} />
      </PluginTestHarness>
    </SWRConfig>,
  );
}

function stubProject() {
  let rls = false;
  let policies = [aPolicy({ id: 3 })];
  return stubPgMeta({
    'GET /entities/:id': () => anEntity({ rls_enabled: rls }),
    'PATCH /tables/:id': () => {
      rls = true;
      return aTable({ rls_enabled: rls });
    },
    'GET /policies': () => policies,
    'DELETE /policies/:id': () => {
      const [deleted] = policies;
      policies = [];
      return deleted!;
    },
  });
}

const reads = (api: ReturnType<typeof stubPgMeta>, ref: string, path: string) =>
  api.requests.filter(
    (r) => r.method === 'GET' && r.url.pathname === `/platform/pg-meta/${ref}${path}`,
  ).length;

describe('one cache per resource, shared by every plugin', () => {
  it("refreshes another plugin's screen of the resource a write touched, in that project only", async () => {
    const api = stubProject();
    renderScreens([resources.tables]);
    expect(await screen.findAllByText('RLS off')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Enable RLS' }));
    // The p1 editor refetched its entity (made stale by tables); the p2 one did not.
    await screen.findByText('RLS on');
    expect(screen.getAllByText('RLS off')).toHaveLength(1);
    expect(reads(api, 'p1', '/entities/7')).toBe(2);
    expect(reads(api, 'p2', '/entities/7')).toBe(1);
  });

  it('leaves the screens of unrelated resources alone', async () => {
    const api = stubProject();
    renderScreens([resources.roles]);
    expect(await screen.findAllByText('RLS off')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Enable RLS' }));
    await waitFor(() => expect(api.find('PATCH', '/tables/7')).toHaveLength(1));
    expect(reads(api, 'p1', '/entities/7')).toBe(1);
    expect(screen.getAllByText('RLS off')).toHaveLength(2);
  });

  it('a write to policies refetches the policies and not the tables', async () => {
    const api = stubProject();
    renderScreens();
    await screen.findByText('1 policies');
    expect(await screen.findAllByText('RLS off')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete policy' }));
    await screen.findByText('0 policies');
    expect(reads(api, 'p1', '/policies')).toBe(2);
    expect(reads(api, 'p1', '/entities/7')).toBe(1);
  });
});

describe('outside a project', () => {
  it('a project read throws a clear error instead of reading another project', () => {
    stubProject();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <PluginTestHarness pluginId="rls" path="/account/me">
          <PolicyListView />
        </PluginTestHarness>,
      ),
    ).toThrow("useProjectQuery reads a project's data, but no project is in view");
  });
});
