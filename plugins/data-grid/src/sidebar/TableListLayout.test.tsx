import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@atrium/core/plugin-api';
import { aSchema, anEntity, expectAccessible, stubPgMeta } from '@atrium/core/testing';
import { EditorHarness } from './test/harness.js';
import { TableEditorSidebar } from './TableEditorSidebar.js';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear(); // the layout is kept in the plugin's preferences
});

const entities: Entity[] = [anEntity({ id: 1, name: 'pets' })];

async function renderSidebar() {
  stubPgMeta({
    'GET /schemas': () => [aSchema({ id: 1, name: 'public' })],
    'GET /entities': () => ({ data: entities, count: entities.length }),
  });
  render(
    <EditorHarness>
      <TableEditorSidebar />
    </EditorHarness>,
  );
  return screen.getByRole('navigation', { name: 'Table editor' });
}

describe('table list layout', () => {
  it('collapses to a rail and stays collapsed after a remount, until expanded', async () => {
    const nav = await renderSidebar();
    await screen.findByRole('row', { name: 'pets' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Collapse table list' }));
    expect(screen.queryByRole('grid', { name: 'Tables' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();

    cleanup();
    const again = await renderSidebar();
    const expand = within(again).getByRole('button', { name: 'Expand table list' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('grid', { name: 'Tables' })).toBeNull();
    await expectAccessible(again);
    await userEvent.click(expand);
    expect(await screen.findByRole('row', { name: 'pets' })).toBeTruthy();
  });

  it('resizes with the keyboard within its bounds and remembers the width', async () => {
    const nav = await renderSidebar();
    const handle = screen.getByRole('separator', { name: 'Resize table list' });
    expect(handle.getAttribute('aria-valuenow')).toBe('240');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(handle.getAttribute('aria-valuenow')).toBe('272');
    expect(nav.style.width).toBe('272px');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(handle.getAttribute('aria-valuenow')).toBe('200');
    await userEvent.keyboard('{End}');
    expect(handle.getAttribute('aria-valuenow')).toBe('480');
    await expectAccessible(nav);

    cleanup();
    await renderSidebar();
    expect(screen.getByRole('separator').getAttribute('aria-valuenow')).toBe('480');
  });

  it('follows a drag of its edge and saves where it ends', async () => {
    const nav = await renderSidebar();
    const handle = screen.getByRole('separator', { name: 'Resize table list' });
    fireEvent.pointerDown(handle, { clientX: 240, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 300, pointerId: 1 });
    expect(nav.style.width).toBe('300px');
    fireEvent.pointerMove(handle, { clientX: 900, pointerId: 1 });
    expect(nav.style.width).toBe('480px');
    fireEvent.pointerUp(handle, { clientX: 320, pointerId: 1 });
    expect(nav.style.width).toBe('320px');

    cleanup();
    const again = await renderSidebar();
    expect(again.style.width).toBe('320px');
  });
});
