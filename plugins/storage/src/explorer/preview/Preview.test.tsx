import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileExplorer } from '../FileExplorer.js';
import { ExplorerHarness } from '../test/ExplorerHarness.js';
import { stubStorage } from '../test/stub-storage.js';

const objects = {
  'cat.png': { size: 2048, mimetype: 'image/png' },
  'notes.json': { size: 20, mimetype: 'application/json' },
  'huge.mp4': { size: 10_000_001, mimetype: 'video/mp4' },
};

async function open(name: RegExp) {
  const user = userEvent.setup();
  const list = await screen.findByRole('listbox', { name: 'photos' });
  await user.click(within(list).getByRole('option', { name }));
  return screen.findByRole('complementary', { name: 'File preview' });
}

function mount() {
  render(
    <ExplorerHarness>
      <FileExplorer bucketId="photos" />
    </ExplorerHarness>,
  );
}

afterEach(() => vi.useRealTimers());

describe('the file preview', () => {
  it('signs the preview again once the cached URL has expired, not before', async () => {
    // Only the clock is faked: the explorer's own timers and promises run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const stub = stubStorage('photos', objects);
    mount();
    const user = userEvent.setup();
    let panel = await open(/cat\.png/);
    await within(panel).findByRole('img', { name: 'cat.png' });
    await user.click(within(panel).getByRole('button', { name: 'Close preview' }));
    panel = await open(/cat\.png/);
    await within(panel).findByRole('img', { name: 'cat.png' });
    expect(stub.signs).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Close preview' }));
    // A year and a second later the cached URL no longer works.
    vi.setSystemTime(Date.now() + (31_536_000 + 1) * 1000);
    panel = await open(/cat\.png/);
    await waitFor(() => expect(stub.signs).toHaveLength(2));
    expect(await within(panel).findByRole('img', { name: 'cat.png' })).toBeTruthy();
  });

  it('shows an image through a URL signed for a year, with the file facts', async () => {
    const stub = stubStorage('photos', objects);
    mount();
    const panel = await open(/cat\.png/);
    const image = await within(panel).findByRole('img', { name: 'cat.png' });
    expect(image.getAttribute('src')).toBe(
      'http://localhost/storage/v1/object/sign/photos/cat.png?token=t',
    );
    expect(stub.signs).toEqual([{ path: 'cat.png', expiresIn: 31536000 }]);
    expect(within(panel).getByText('image/png')).toBeTruthy();
    expect(within(panel).getByText('2 KB')).toBeTruthy();
    for (const label of ['Added on', 'Last modified'])
      expect(within(panel).getByText(label)).toBeTruthy();
    for (const action of ['Download', 'Get URL', 'Delete file']) {
      expect(within(panel).getByRole('button', { name: action })).toBeTruthy();
    }
  });

  it('shows JSON as text', async () => {
    stubStorage('photos', objects);
    mount();
    const panel = await open(/notes\.json/);
    expect(await within(panel).findByText('contents of notes.json')).toBeTruthy();
  });

  it('does not preview a file above 10,000,000 bytes', async () => {
    const stub = stubStorage('photos', objects);
    mount();
    const panel = await open(/huge\.mp4/);
    expect(
      within(panel).getByText('File size is too large to preview in the explorer'),
    ).toBeTruthy();
    expect(stub.signs).toEqual([]);
  });

  it('closes when a folder is opened', async () => {
    stubStorage('photos', { ...objects, 'docs/a.txt': { size: 1, mimetype: 'text/plain' } });
    mount();
    await open(/cat\.png/);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('listbox', { name: 'photos' })).getByRole('option', { name: /docs/ }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'File preview' })).toBeNull(),
    );
  });
});
