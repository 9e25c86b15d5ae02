import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { propTables } from 'virtual:atrium-prop-tables';
import { memoryLocation } from 'wouter/memory-location';
import { componentDocs } from '@atrium/design-system/examples';
import { expectAccessible } from '../../../design-system/src/test/axe.js';
import { App } from './App.js';
import { componentPages, documentedPropTypes, propTypeLabel } from './content/component-pages.js';
import { docPages } from './content/doc-pages.js';

const renderAt = (path: string) => {
  const location = memoryLocation({ path, record: true });
  return { ...render(<App location={location.hook} />), location };
};

const h1 = () => screen.getByRole('heading', { level: 1 });

// The names the browser smoke test relies on: keep them stable.
describe('the docs site', () => {
  // The theme switch persists the reader's choice.
  beforeEach(() => localStorage.clear());

  it('lists every page in the Documentation navigation', () => {
    renderAt('/');
    expect(h1().textContent).toBe('Atrium documentation');
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining([
        'Write your first plugin',
        ...docPages.map((page) => page.title),
        ...componentDocs.map((doc) => doc.name),
      ]),
    );
  });

  it('has a page per component', () => {
    expect(componentPages.map((page) => page.route)).toContain(
      '/components/type-to-confirm-dialog',
    );
  });

  // One test per page: together they take longer than one test's timeout on a busy machine.
  it.each(componentPages.map((page) => [page.doc.name, page] as const))(
    '%s: the name as h1, live examples and props',
    (_name, { doc, route }) => {
      renderAt(route);
      expect(h1().textContent).toBe(doc.name);
      for (const example of doc.examples) {
        expect(screen.getByRole('heading', { level: 3, name: example.title })).toBeTruthy();
      }
      expect(screen.queryByText('This example failed')).toBeNull();
      const tables = documentedPropTypes(doc).map(
        (typeName) => [typeName, propTables[typeName]!] as const,
      );
      for (const [typeName, { rows }] of tables.filter(([, table]) => table.rows.length > 0)) {
        const table = screen.getByRole('table', { name: propTypeLabel(typeName) });
        expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
      }
      const inherited = screen
        .queryAllByText(/^And the .* props of/)
        .map((line) => line.textContent);
      expect(inherited).toEqual(
        tables.flatMap(([, table]) =>
          table.inherits.map((base) => `And the ${base.from} props of ${base.name}.`),
        ),
      );
    },
  );

  // The table is generated from ButtonProps, so a prop added to the type shows up without
  // anyone retyping it (the hand-typed table had neither icon nor UNSAFE_className).
  it('lists the props the component type declares, with their JSDoc', () => {
    renderAt('/components/button');
    const table = screen.getByRole('table', { name: 'Button props' });
    const iconRow = within(table).getByRole('row', { name: /^icon/ });
    expect(iconRow.textContent).toContain('An icon before the label.');
    expect(within(table).getByRole('row', { name: /^UNSAFE_className/ })).toBeTruthy();
    // JSDoc is markdown: the backticks of "`critical` for destructive actions" become code.
    const toneRow = within(table).getByRole('row', { name: /^tone/ });
    expect(within(toneRow).getByText('critical', { selector: 'code' })).toBeTruthy();
    expect(screen.getByText(/^And the react-aria-components props of/).textContent).toBe(
      'And the react-aria-components props of Button.',
    );
  });

  it('runs examples live: a switch example toggles', async () => {
    renderAt('/components/switch');
    const [toggle] = within(screen.getByRole('main')).getAllByRole('switch');
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.click(toggle!);
    expect((toggle as HTMLInputElement).checked).toBe(!before);
  });

  it('renders every markdown page with its own h1', () => {
    for (const page of docPages) {
      const { unmount } = renderAt(page.route);
      expect(h1().textContent).toBe(page.title);
      unmount();
    }
    expect(docPages.map((page) => page.route)).toEqual(
      expect.arrayContaining([
        '/guides/first-plugin',
        '/architecture/overview',
        '/architecture/api',
        '/architecture/postgres',
        '/architecture/plugins',
        '/architecture/testing',
        '/api',
      ]),
    );
  });

  it('follows links between docs inside the site', async () => {
    const { location } = renderAt('/api');
    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'API rules' }));
    expect(location.history?.at(-1)).toBe('/architecture/api');
    expect(h1().textContent).toBe('API rules');
  });

  it('runs the hello plugin’s HelloCard live in the guide', async () => {
    // The demo is a lazy chunk (the plugin test harness) whose first transform takes seconds, more
    // than a wait for the card allows on a loaded machine: it is loaded first, then the card shows.
    await import('./guide/HelloCardDemo.js');
    renderAt('/guides/first-plugin');
    expect(h1().textContent).toBe('Write your first plugin');
    const card = await screen.findByRole('region', { name: 'Hello' });
    const link = within(card).getByRole('link', { name: 'Open the hello plugin' });
    expect(link.getAttribute('href')).toBe('/project/default/hello');
    await userEvent.click(link);
    expect(screen.getByText(/^Harness location:/).textContent).toBe(
      'Harness location: /project/default/hello',
    );
  });

  it('switches between light and dark', async () => {
    renderAt('/');
    const dark = screen.getByRole('switch', { name: 'Dark theme' });
    await userEvent.click(dark);
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    await userEvent.click(dark);
    expect(document.documentElement.dataset.colorMode).toBe('light');
    expect(localStorage.getItem('atrium-docs:color-mode')).toBe('light');
  });

  it('says when a page does not exist', () => {
    renderAt('/no/such/page');
    expect(h1().textContent).toBe('Page not found');
  });

  it.each(['/', '/guides/first-plugin', '/architecture/plugins', '/components/button'])(
    '%s passes axe',
    async (path) => {
      const { container } = renderAt(path);
      await expectAccessible(container);
    },
    // axe walks every node of a long guide; on a loaded 2-CPU machine that alone can pass 15 s.
    45_000,
  );
});
