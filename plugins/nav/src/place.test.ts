import { describe, expect, it } from 'vitest';
import { placeOf } from './place.js';

describe('placeOf', () => {
  it('shows the project menu on project pages', () => {
    expect(placeOf('/project/default')).toEqual({ menu: 'project', ref: 'default' });
    expect(placeOf('/project/abc/database/tables')).toEqual({ menu: 'project', ref: 'abc' });
  });

  it('shows the organization menu on organization pages', () => {
    expect(placeOf('/org/acme/billing')).toEqual({ menu: 'organization', slug: 'acme' });
  });

  it('shows the account menu elsewhere', () => {
    expect(placeOf('/projects')).toEqual({ menu: 'account' });
    expect(placeOf('/account/me')).toEqual({ menu: 'account' });
    expect(placeOf('/')).toEqual({ menu: 'account' });
    expect(placeOf('/projects-archive')).toEqual({ menu: 'account' });
  });
});
