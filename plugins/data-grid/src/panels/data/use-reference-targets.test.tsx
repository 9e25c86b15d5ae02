import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aColumn, aTable, stubPgMeta } from '@atrium/core/testing';
import { EditorHarness } from '../../sidebar/test/harness.js';
import { useReferenceTargets } from './use-reference-targets.js';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => (
  <EditorHarness>{children}</EditorHarness>
);

describe('useReferenceTargets', () => {
  it('lists the schema’s tables without their columns, and the picked table’s columns', async () => {
    const api = stubPgMeta({
      'GET /tables': () => [aTable({ id: 7, name: 'todos' })],
      'GET /columns': () => [aColumn('id', 'int8', 1)],
    });
    const { result } = renderHook(() => useReferenceTargets('public', 7), { wrapper });
    await waitFor(() => expect(result.current.columns).toHaveLength(1));
    expect(result.current.tables.map((table) => table.name)).toEqual(['todos']);
    // Only the names are shown: every table's columns would be wasted work for the API.
    const [tables] = api.find('GET', '/tables');
    expect(tables!.url.searchParams.get('include_columns')).toBe('false');
    expect(api.find('GET', '/columns')[0]!.url.searchParams.get('table_id')).toBe('7');
  });
});
