// @vitest-environment jsdom
// happy-dom: react-aria never moves focus into an opened menu, listbox or dialog there; jsdom does, as browsers do.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anEnumType, expectAccessible, stubPgMeta } from '@atrium/core/testing';

import { EditorHarness } from '../../sidebar/test/harness.js';
import { ColumnTypePicker } from './ColumnTypePicker.js';
import { typeOptionName } from './testing.js';

afterEach(() => vi.unstubAllGlobals());

function Picker({ initial = '' }: { initial?: string }) {
  const [type, setType] = useState(initial);
  return <ColumnTypePicker value={type} onChange={setType} />;
}

function renderPicker(initial?: string) {
  stubPgMeta({
    'GET /types': () => [
      anEnumType({ id: 9 }),
      anEnumType({ id: 10, name: 'order_status', enums: ['placed', 'shipped'] }),
    ],
  });
  render(
    <EditorHarness>
      <Picker initial={initial} />
    </EditorHarness>,
  );
  return screen.getByRole('button', { name: /Type/ });
}

describe('ColumnTypePicker', () => {
  it('names every type by its label and what it holds', async () => {
    const trigger = renderPicker();
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    expect(
      within(list).getByRole('option', { name: 'jsonb Binary JSON data, decomposed' }),
    ).toBeTruthy();
    expect(
      within(list).getByRole('option', { name: 'timestamptz Date and time, including time zone' }),
    ).toBeTruthy();
    await expectAccessible(document.body);
  });

  it('recommends the spec alternative and switches to it on request', async () => {
    const trigger = renderPicker();
    for (const [type, alternative] of [
      ['varchar', 'text'],
      ['json', 'jsonb'],
      ['timetz', 'timestamptz'],
      ['timestamp', 'timestamptz'],
    ] as const) {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('option', { name: typeOptionName(type) }));
      const note = await screen.findByRole('note', { name: 'Type recommendation' });
      expect(note.textContent).toContain(`It is recommended to use ${alternative} instead`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Use timestamptz' }));
    await waitFor(() => expect(trigger.textContent).toContain('timestamptz'));
    expect(screen.queryByRole('note', { name: 'Type recommendation' })).toBeNull();
  });

  it('finds an enum by what is typed and picks it on Enter, named by its schema (issue 21, item 18)', async () => {
    const trigger = renderPicker();
    await userEvent.click(trigger);
    const search = await screen.findByRole('searchbox', { name: 'Search column types' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await userEvent.keyboard('order_status');
    const list = screen.getByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringMatching(/^public\.order_status/)]),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(trigger.textContent).toContain('public.order_status');
  });

  it('recommends nothing for a recommended type', () => {
    renderPicker('jsonb');
    expect(screen.queryByRole('note', { name: 'Type recommendation' })).toBeNull();
  });
});
