import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTable, stubPgMeta } from '@atrium/core/testing';
import { RlsHarness } from '../test/harness.js';
import { useTables } from './use-screen-data.js';

afterEach(() => vi.unstubAllGlobals());

const wrapper = ({ children }: { children: ReactNode }) => <RlsHarness>{children}</RlsHarness>;

describe('useTables', () => {
  it('asks for one schema’s tables without their columns, which the screen never shows', async () => {
    const api = stubPgMeta({ 'GET /tables': () => [aTable({ id: 7, name: 'todos' })] });
    const { result } = renderHook(() => useTables('app'), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const [request] = api.find('GET', '/tables');
    expect(request!.url.searchParams.get('included_schemas')).toBe('app');
    expect(request!.url.searchParams.get('include_columns')).toBe('false');
  });
});
