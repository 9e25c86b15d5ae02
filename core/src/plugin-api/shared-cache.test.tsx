import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTable, anEntity, stubPgMeta } from '../testing/index.js';
import { PluginTestHarness } from '../testing/PluginTestHarness.js';
import { entityKeys } from './keys/entities.js';
import type { Resource } from './keys/resource-key.js';
import { readJson, usePgMeta, usePgMetaQuery } from './use-api.js';

afterEach(() => vi.unstubAllGlobals());

/** Stands in for the table editor: shows a table's RLS state from the entity endpoint. */
function TableEditorView() {
  const entity = usePgMetaQuery(entityKeys.detail(7), (pgMeta) =>
    pgMeta.relations.entities[':id'].$get({ param: { id: '7' } }),
  );
  return <p>{entity.data ? `RLS ${entity.data.rls_enabled ? 'on' : 'off'}` : 'loading'}</p>;
}

/** Stands in for the policies screen: toggles RLS, then refreshes the resource it wrote. */
function PoliciesView({ refresh }: { refresh: Resource }) {
  const { pgMeta, revalidate } = usePgMeta();
  const toggle = async () => {
    await readJson(
      await pgMeta.relations.tables[':id'].$patch({
        param: { id: '7' },
        json: { rls_enabled: true },
      }),
    );
    await revalidate(refresh);
  };
  return <button onClick={() => void toggle()}>Enable RLS</button>;
}

/** Two plugins' screens of project p1 (and one of project p2) over one SWR cache, as in the shell. */
function renderScreens(refresh: Resource) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness pluginId="data-grid" path="/project/p1/editor/7">
        <TableEditorView />
      </PluginTestHarness>
      <PluginTestHarness pluginId="data-grid" path="/project/p2/editor/7">
        <TableEditorView />
      </PluginTestHarness>
      <PluginTestHarness pluginId="rls" path="/project/p1/auth/policies">
        <PoliciesView refresh={refresh} />
      </PluginTestHarness>
    </SWRConfig>,
  );
}

function stubProject() {
  let rls = false;
  return stubPgMeta({
    'GET /entities/:id': () => anEntity({ rls_enabled: rls }),
    'PATCH /tables/:id': () => {
      rls = true;
      return aTable({ rls_enabled: rls });
    },
  });
}

const entityReads = (api: ReturnType<typeof stubPgMeta>, ref: string) =>
  api.requests.filter((r) => r.url.pathname === `/platform/pg-meta/${ref}/entities/7`).length;

describe('one cache per resource, shared by every plugin', () => {
  it("refreshes another plugin's screen of the resource a write touched, in that project only", async () => {
    const api = stubProject();
    renderScreens('tables');
    expect(await screen.findAllByText('RLS off')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Enable RLS' }));
    // The p1 editor refetched its entity (derived from tables); the p2 one did not.
    await screen.findByText('RLS on');
    expect(screen.getAllByText('RLS off')).toHaveLength(1);
    expect(entityReads(api, 'p1')).toBe(2);
    expect(entityReads(api, 'p2')).toBe(1);
  });

  it('leaves the screens of unrelated resources alone', async () => {
    const api = stubProject();
    renderScreens('policies');
    expect(await screen.findAllByText('RLS off')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Enable RLS' }));
    await waitFor(() => expect(api.find('PATCH', '/tables/7')).toHaveLength(1));
    expect(entityReads(api, 'p1')).toBe(1);
    expect(screen.getAllByText('RLS off')).toHaveLength(2);
  });
});
