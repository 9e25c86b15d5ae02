import { vi } from 'vitest';
import type { ApiColumn } from '../model/metadata.js';

/** A column as the API returns it, with the fields tests do not care about filled in. */
export function apiColumn(
  name: string,
  format: string,
  position: number,
  extra: Partial<ApiColumn> = {},
): ApiColumn {
  return {
    id: `7.${position}`,
    table_id: 7,
    schema: 'public',
    table: 'pets',
    ordinal_position: position,
    name,
    default_value: null,
    data_type: format === 'jsonb' ? 'jsonb' : format,
    format,
    is_identity: false,
    identity_generation: null,
    is_generated: false,
    is_nullable: true,
    is_updatable: true,
    enums: [],
    comment: null,
    ...extra,
  };
}

export interface FakeTable {
  readonly columns: ApiColumn[];
  rows: Record<string, unknown>[];
  readonly primaryKeys: string[];
  /** Per row, the columns the server cut at 10,240 characters. */
  readonly truncated?: string[][];
  /** What the count endpoint answers when not exact; the row count by default. */
  readonly count?: { count: number; estimated: boolean };
}

export interface RecordedCall {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
}

/**
 * The metadata and table-rows API for one table (id 7) in memory, as `fetch`: enough of the
 * contract for the grid's UI logic. Every call is recorded for assertions.
 */
export function stubApi(table: FakeTable) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const path = url.pathname.replace(/^\/platform\/pg-meta\/[^/]+/, '');
    if (path === '/entities/7') {
      return Response.json({
        id: 7,
        schema: 'public',
        name: 'pets',
        type: 'r',
        comment: null,
        rls_enabled: false,
      });
    }
    if (path === '/columns') return Response.json(table.columns);
    if (path === '/tables/7') {
      return Response.json({
        id: 7,
        primary_keys: table.primaryKeys.map((name) => ({ name })),
        relationships: [],
      });
    }
    if (path === '/roles')
      return Response.json([
        { id: 1, name: 'anon' },
        { id: 2, name: 'authenticated' },
      ]);
    if (path === '/tables/7/rows' && method === 'GET') {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const page = table.rows.slice(offset, offset + limit);
      const truncated = page.map((_, i) => table.truncated?.[offset + i] ?? []);
      return Response.json({ rows: page, truncated });
    }
    if (path === '/tables/7/rows/count') {
      const exact = url.searchParams.get('exact') === 'true';
      return Response.json(
        table.count && !exact ? table.count : { count: table.rows.length, estimated: false },
      );
    }
    if (path === '/tables/7/rows/value') {
      const { column, primary_key } = body as {
        column: string;
        primary_key: Record<string, unknown>;
      };
      const row = table.rows.find((r) => Object.entries(primary_key).every(([k, v]) => r[k] === v));
      return Response.json({ value: `${String(row?.[column])} (full)` });
    }
    if (path === '/tables/7/rows' && method === 'PATCH') {
      const { primary_key, values } = body as {
        primary_key: Record<string, unknown>;
        values: Record<string, unknown>;
      };
      const row = table.rows.find((r) => Object.entries(primary_key).every(([k, v]) => r[k] === v));
      if (!row)
        return Response.json(
          { error: { message: 'not found', code: 'not_found' } },
          { status: 404 },
        );
      Object.assign(row, values);
      return Response.json({ ...row });
    }
    return Response.json(
      { error: { message: `no stub for ${method} ${path}`, code: 'not_found' } },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
