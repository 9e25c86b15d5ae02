import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from './build-menu.js';
import type { Section } from './group.js';
import { NavSections } from './NavSections.js';

const link = (id: string, label: string, href: string, extra: Partial<MenuEntry> = {}) =>
  ({ state: 'link', id, label, href, current: false, ...extra }) as MenuEntry;

const sections: Section<MenuEntry>[] = [
  {
    title: 'Database',
    items: [
      link('tables', 'Tables', '/project/a/database/tables', { current: true }),
      link('cols', 'Column Privileges', '/project/a/database/column-privileges', {
        badge: 'ALPHA',
      }),
      { state: 'pending', id: 'hooks', label: 'Webhooks' },
    ],
  },
  { title: 'SQL', items: [link('sql', 'SQL Editor', '/project/a/sql/new')] },
];

// The shell provides the <nav> landmark; the test does too, so axe sees the real structure.
const renderMenu = (navigate = vi.fn()) =>
  render(
    <RouterProvider navigate={navigate}>
      <nav aria-label="Main">
        <NavSections sections={sections} />
      </nav>
    </RouterProvider>,
  );

describe('NavSections', () => {
  it('renders each section as a list named by its heading', () => {
    renderMenu();
    const database = screen.getByRole('list', { name: 'Database' });
    expect(screen.getByRole('heading', { name: 'Database', level: 2 })).toBeTruthy();
    expect(within(database).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'SQL' })).toBeTruthy();
  });

  it('marks the current page, and only it', () => {
    renderMenu();
    const current = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Tables']);
    expect(current[0]?.getAttribute('href')).toBe('/project/a/database/tables');
  });

  it('shows badges inside their link', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: /Column Privileges/ }).textContent).toContain('ALPHA');
  });

  it('shows a skeleton only for the pending item', () => {
    const { container } = renderMenu();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    expect(screen.getByText('Loading Webhooks')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Webhooks/ })).toBeNull();
  });

  it('is keyboard reachable and routes through the app router', async () => {
    const navigate = vi.fn();
    renderMenu(navigate);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Tables');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('SQL Editor');
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/project/a/sql/new', undefined);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderMenu();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
