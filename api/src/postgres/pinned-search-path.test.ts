import { describe, expect, it } from 'vitest';
import { withPinnedSearchPath } from './pinned-search-path.js';

describe('withPinnedSearchPath', () => {
  it('sets search_path to pg_catalog at connection start', () => {
    const url = new URL(withPinnedSearchPath('postgres://u:p@db:5432/postgres'));
    expect(url.searchParams.get('options')).toBe('-c search_path=pg_catalog,pg_temp');
  });

  it("keeps the URL's own options and pins after them", () => {
    const url = new URL(
      withPinnedSearchPath(
        'postgres://u:p@db:5432/postgres?sslmode=require&options=-c%20search_path%3Dpublic',
      ),
    );
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(url.searchParams.get('options')).toBe(
      '-c search_path=public -c search_path=pg_catalog,pg_temp',
    );
  });
});
