import { describe, expect, it } from 'vitest';
import { currentEntry, matchScore } from './current.js';

describe('matchScore', () => {
  it('matches the page and the pages below it', () => {
    expect(matchScore('/p/x/database/tables', '/p/x/database/tables', '')).toBeDefined();
    expect(matchScore('/p/x/database/tables', '/p/x/database/tables/12', '')).toBeDefined();
    expect(matchScore('/p/x/database/tables', '/p/x/database/tables-old', '')).toBeUndefined();
    expect(matchScore('/p/x/database/tables', '/p/x/database', '')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(matchScore('/p/x/api', '/p/x/api/', '')).toBeDefined();
  });

  it('needs the query parameters the href names', () => {
    expect(matchScore('/p/x/api?page=auth', '/p/x/api', '?page=auth')).toBeDefined();
    expect(matchScore('/p/x/api?page=auth', '/p/x/api', 'page=auth&x=1')).toBeDefined();
    expect(matchScore('/p/x/api?page=auth', '/p/x/api', '?page=users')).toBeUndefined();
    expect(matchScore('/p/x/api?page=auth', '/p/x/api', '')).toBeUndefined();
  });
});

describe('currentEntry', () => {
  const links = (...hrefs: string[]) => hrefs.map((href, i) => ({ id: `e${i}`, href }));
  const api = links('/p/x/api', '/p/x/api?page=auth', '/p/x/api/graphiql');
  const current = (entries: { id: string; href: string }[], path: string, search = '') =>
    currentEntry(entries, path, search)?.id;

  it('picks the longest matching href', () => {
    expect(current(api, '/p/x/api')).toBe('e0');
    expect(current(api, '/p/x/api', '?page=auth')).toBe('e1');
    expect(current(api, '/p/x/api/graphiql')).toBe('e2');
    expect(current(links('/p/x/reports', '/p/x/reports/storage'), '/p/x/reports/storage')).toBe(
      'e1',
    );
  });

  it('picks one entry when two link to the same page: the first in the menu', () => {
    const policies = links('/p/x/editor', '/p/x/auth/policies', '/p/x/auth/policies');
    expect(current(policies, '/p/x/auth/policies')).toBe('e1');
  });

  it('picks nothing away from every link', () => {
    expect(current(api, '/p/x/editor')).toBeUndefined();
  });
});
