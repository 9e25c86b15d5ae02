import { describe, expect, it } from 'vitest';
import { currentHrefs, matchScore } from './current.js';

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

describe('currentHrefs', () => {
  const api = ['/p/x/api', '/p/x/api?page=auth', '/p/x/api/graphiql'];

  it('marks only the most specific match', () => {
    expect(currentHrefs(api, '/p/x/api', '')).toEqual(new Set(['/p/x/api']));
    expect(currentHrefs(api, '/p/x/api', '?page=auth')).toEqual(new Set(['/p/x/api?page=auth']));
    expect(currentHrefs(api, '/p/x/api/graphiql', '')).toEqual(new Set(['/p/x/api/graphiql']));
    expect(
      currentHrefs(['/p/x/reports', '/p/x/reports/storage'], '/p/x/reports/storage', ''),
    ).toEqual(new Set(['/p/x/reports/storage']));
  });

  it('marks nothing away from every link', () => {
    expect(currentHrefs(api, '/p/x/editor', '')).toEqual(new Set());
  });
});
