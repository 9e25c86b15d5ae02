import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@atrium/core/plugin-api';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, PluginTestHarness } from '@atrium/core/testing';
import manifest from '../manifest.js';
import { QuickstartsPage } from './QuickstartsPage.js';
import { SQL_QUICKSTARTS } from './quickstarts.js';
import { SQL_TEMPLATES } from './templates.js';
import { TemplatesPage } from './TemplatesPage.js';

function renderAt(path: string, page: React.ReactNode) {
  render(
    <PluginTestHarness pluginId="sql" path={path} installed={[manifest]}>
      <Route path={path}>{page}</Route>
      <Route path="/project/p1/sql/new">
        <p>The new snippet</p>
      </Route>
    </PluginTestHarness>,
  );
}

beforeEach(() => localStorage.clear());

describe('templates and quickstarts', () => {
  it('shows a card per template', async () => {
    renderAt('/project/p1/sql/templates', <TemplatesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Templates' })).getAllByRole('listitem');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(SQL_TEMPLATES.map((template) => template.title));
    await expectAccessible(document.body);
  });

  it('opens a quickstart as a new snippet holding its text', async () => {
    renderAt('/project/p1/sql/quickstarts', <QuickstartsPage />);
    const blog = SQL_QUICKSTARTS.find((quickstart) => quickstart.id === 'blog-with-comments')!;
    await userEvent.click(
      screen.getByRole('button', { name: `Open as new snippet: ${blog.title}` }),
    );
    expect(await screen.findByText('The new snippet')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('atrium:p1:sql:draft:new')!)).toBe(blog.sql);
  });
});
