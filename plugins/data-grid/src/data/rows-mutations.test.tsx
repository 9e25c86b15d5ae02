import { tableRowKeys, useProjectQuery } from '@atrium/core/plugin-api';
import { apiError, PluginTestHarness, recordingFeedback, stubPgMeta } from '@atrium/core/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeleteRows, useUpdateCells } from './rows-mutations.js';

afterEach(() => vi.unstubAllGlobals());

const asAuthenticated = { role: 'authenticated', claims: { sub: 'u1' } };

/**
 * The mutations of table 7, beside a mounted read of its first page (a `table-rows` entry, its
 * scope new to each test so no cached answer is shared).
 */
function renderRowsMutations(scope: string) {
  const feedback = recordingFeedback();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PluginTestHarness pluginId="data-grid" path="/project/p1/editor/7" feedback={feedback}>
      {children}
    </PluginTestHarness>
  );
  const { result } = renderHook(
    () => ({
      page: useProjectQuery(tableRowKeys.page(7, scope, 100, 1), (pgMeta) =>
        pgMeta.relations.tables[':id'].rows.$get({ param: { id: '7' }, query: {} }),
      ),
      remove: useDeleteRows(7),
      updateCells: useUpdateCells(7),
    }),
    { wrapper },
  );
  return { current: () => result.current, feedback };
}

describe("the grid's row mutations", () => {
  it('deletes rows by key as the impersonated role, toasts, and reads the rows again', async () => {
    const stub = stubPgMeta({
      'GET /tables/:id/rows': () => ({ rows: [], truncated: [] }),
      'POST /tables/:id/rows/delete': () => ({ deleted: 2 }),
    });
    const { current, feedback } = renderRowsMutations('test 1');
    await waitFor(() => expect(current().page.data).toBeDefined());
    const cleared = vi.fn();

    await current().remove.trigger(
      { which: { keys: [{ id: 1 }, { id: 2 }] }, impersonation: asAuthenticated },
      { beforeInvalidate: cleared },
    );

    expect(stub.find('POST', '/tables/7/rows/delete').map((r) => r.body)).toEqual([
      { primary_keys: [{ id: 1 }, { id: 2 }], role: 'authenticated', claims: { sub: 'u1' } },
    ]);
    expect(feedback.toast.success).toHaveBeenCalledWith('Successfully deleted 2 rows');
    expect(cleared).toHaveBeenCalledOnce();
    await waitFor(() => expect(stub.find('GET', '/tables/7/rows')).toHaveLength(2));
  });

  it('truncates for all rows, and toasts a refusal with its title', async () => {
    const stub = stubPgMeta({
      'GET /tables/:id/rows': () => ({ rows: [], truncated: [] }),
      'POST /tables/:id/truncate': () => apiError(403, 'permission denied for table notes'),
    });
    const { current, feedback } = renderRowsMutations('test 2');

    await expect(
      current().remove.trigger({ which: { all: true, tableName: 'notes' } }),
    ).rejects.toThrow('permission denied');

    expect(stub.find('POST', '/tables/7/truncate').map((r) => r.body)).toEqual([
      { cascade: false },
    ]);
    expect(feedback.toast.error).toHaveBeenCalledWith(
      'Failed to delete rows: permission denied for table notes',
    );
    expect(feedback.toast.success).not.toHaveBeenCalled();
  });

  it('writes cell edits row by row, hands back each written row, and refetches nothing', async () => {
    const stub = stubPgMeta({
      'GET /tables/:id/rows': () => ({ rows: [], truncated: [] }),
      'PATCH /tables/:id/rows': ({ body }) => {
        const { primary_key, values } = body as { primary_key: object; values: object };
        return { ...primary_key, ...values } as never;
      },
    });
    const { current, feedback } = renderRowsMutations('test 3');
    await waitFor(() => expect(current().page.data).toBeDefined());
    const written = vi.fn();

    await current().updateCells.trigger({
      changes: [
        { primaryKey: { id: 1 }, values: { n: 5 } },
        { primaryKey: { id: 2 }, values: { n: 6 } },
      ],
      onWritten: written,
    });

    expect(written.mock.calls).toEqual(
      expect.arrayContaining([
        [{ id: 1 }, { id: 1, n: 5 }],
        [{ id: 2 }, { id: 2, n: 6 }],
      ]),
    );
    // The grid put the rows in place itself: a refetch would reorder the page under the cursor.
    expect(stub.find('GET', '/tables/7/rows')).toHaveLength(1);
    expect(feedback.toast.success).not.toHaveBeenCalled();
  });

  it("toasts a step's refusal once, and still hands back the rows written before it", async () => {
    stubPgMeta({
      'PATCH /tables/:id/rows': ({ body }) => {
        const { primary_key, values } = body as { primary_key: { id: number }; values: object };
        return primary_key.id === 2
          ? apiError(400, 'invalid input syntax for type integer')
          : ({ ...primary_key, ...values } as never);
      },
    });
    const { current, feedback } = renderRowsMutations('test 4');
    const written = vi.fn();

    await expect(
      current().updateCells.trigger({
        changes: [
          { primaryKey: { id: 1 }, values: { n: 5 } },
          { primaryKey: { id: 2 }, values: { n: 'x' } },
          { primaryKey: { id: 2 }, values: { n: 'y' } },
        ],
        onWritten: written,
      }),
    ).rejects.toThrow('invalid input syntax');

    await waitFor(() => expect(written).toHaveBeenCalledWith({ id: 1 }, { id: 1, n: 5 }));
    expect(feedback.toast.error).toHaveBeenCalledExactlyOnceWith(
      'Failed to update the row: invalid input syntax for type integer',
    );
  });
});
