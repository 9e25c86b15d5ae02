import { describe, expect, it } from 'vitest';
import type { NavItemData } from '../plugin-api/extension-points.js';
import { whereToGo } from './where-to-go.js';

const item = (data: NavItemData, order = data.order ?? 0) => ({ data, order });

describe('whereToGo', () => {
  it('groups the project menu by section in menu order, filling in the ref', () => {
    const places = whereToGo(
      [
        item({
          section: 'Auth',
          label: 'Policies',
          href: '/project/{ref}/auth/policies',
          order: 205,
        }),
        item({
          section: 'Database',
          label: 'Table Editor',
          href: '/project/{ref}/editor',
          order: 100,
        }),
        item({
          section: 'Database',
          label: 'Policies',
          href: '/project/{ref}/auth/policies',
          order: 150,
        }),
        item({ section: 'SQL', label: 'SQL Editor', href: '/project/{ref}/sql/new', order: 400 }),
      ],
      'my app',
    );
    expect(places).toEqual([
      {
        section: 'Database',
        links: [
          { label: 'Table Editor', href: '/project/my%20app/editor' },
          { label: 'Policies', href: '/project/my%20app/auth/policies' },
        ],
      },
      // Auth's only link goes where Database's Policies already does: the section is left out.
      { section: 'SQL', links: [{ label: 'SQL Editor', href: '/project/my%20app/sql/new' }] },
    ]);
  });

  it('leaves conditional items, organization links and the home page itself to the menu', () => {
    const places = whereToGo(
      [
        item({ section: 'Project', label: 'Overview', href: '/project/{ref}', order: 0 }),
        item({
          section: 'Database',
          label: 'Webhooks',
          href: '/project/{ref}/database/hooks',
          when: { extension: 'pg_net' },
        }),
        item({ section: 'Billing', label: 'Usage', href: '/org/{slug}/usage?projectRef={ref}' }),
      ],
      'default',
    );
    expect(places).toEqual([]);
  });
});
