import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountExplorer } from '../test/mount-explorer.js';
import { FakeXhr } from '../test/fake-xhr.js';
import { stubStorage } from '../test/stub-storage.js';

const text = { size: 4, mimetype: 'text/plain' };
const file = (name: string, size: number) =>
  new File(['x'.repeat(size)], name, { type: 'text/plain' });

async function pick(...files: File[]) {
  const user = userEvent.setup();
  // The folder is listed (its names are what new ones must not take).
  await waitFor(() =>
    expect(
      screen.queryByRole('listbox', { name: 'photos' }) ??
        screen.queryByRole('heading', { name: 'Drop your files here' }),
    ).toBeTruthy(),
  );
  await user.upload(screen.getByTestId('explorer-file-input'), files);
}

beforeEach(() => FakeXhr.install());
afterEach(() => vi.unstubAllGlobals());

describe('uploads', () => {
  it("sends each file to the folder in view, duplicate names suffixed ' (n)' and unsafe characters replaced", async () => {
    stubStorage('photos', { 'notes.txt': text });
    mountExplorer();
    await pick(file('notes.txt', 4), file('my photo#1.txt', 4));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((xhr) => xhr.path)).toEqual(['notes (1).txt', 'my_photo_1.txt']);
    expect(FakeXhr.sent[0]!.url).toContain(
      '/platform/storage/default/buckets/photos/objects/upload',
    );
    expect(FakeXhr.sent[0]!.body?.get('cacheControl')).toBe('3600');
  });

  it('shows each file and the whole batch to 2 decimals, then says all were uploaded', async () => {
    stubStorage('photos', {});
    const { titles } = mountExplorer();
    await pick(file('a.txt', 3), file('b.txt', 6));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => FakeXhr.sent[0]!.progress(1));
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(within(uploads).getByText('Uploading 2 files: 11.11%')).toBeTruthy();
    expect(within(uploads).getByText('a.txt 33.33%')).toBeTruthy();
    act(() => {
      FakeXhr.sent[0]!.answer(200, { Id: '1', Key: 'photos/a.txt' });
      FakeXhr.sent[1]!.answer(200, { Id: '2', Key: 'photos/b.txt' });
    });
    await waitFor(() => expect(titles()).toContain('Successfully uploaded 2 files!'));
    expect(within(uploads).getByText('Uploading 2 files: 100.00%')).toBeTruthy();
  });

  it('tells a partial outcome with the failed file and its reason', async () => {
    stubStorage('photos', {});
    const { titles } = mountExplorer();
    await pick(file('a.txt', 3), file('b.txt', 3));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    act(() => {
      FakeXhr.sent[0]!.answer(200, { Id: '1', Key: 'photos/a.txt' });
      FakeXhr.sent[1]!.answer(415, { error: { message: 'mime type text/plain is not supported' } });
    });
    await waitFor(() => expect(titles()).toContain('Uploaded 1 out of 2 files'));
    expect(titles()).toContain('Failed to upload b.txt: mime type text/plain is not supported');
  });

  it('sends 10 at a time', async () => {
    stubStorage('photos', {});
    mountExplorer();
    await pick(...Array.from({ length: 12 }, (_, i) => file(`f${i}.txt`, 1)));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(10));
    act(() => FakeXhr.sent[0]!.answer(200, {}));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(11));
  });

  it('cancels the batch silently', async () => {
    stubStorage('photos', {});
    const { titles } = mountExplorer();
    const user = userEvent.setup();
    await pick(file('a.txt', 3));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(await screen.findByText('a.txt Cancelled')).toBeTruthy();
    expect(titles().filter((title) => title.includes('upload'))).toEqual([]);
  });

  it("refuses files over the project's limit with the spec's message and sends the rest", async () => {
    const stub = stubStorage('photos', {}, { uploadLimit: 5 });
    const { titles } = mountExplorer();
    // The limit is read before any file is picked.
    await waitFor(() =>
      expect(stub.seen).toContain('GET /platform/projects/default/config/storage'),
    );
    await pick(file('big.txt', 6), file('small.txt', 5));
    await waitFor(() => expect(FakeXhr.sent.map((xhr) => xhr.path)).toEqual(['small.txt']));
    expect(titles()).toContain(
      'Failed to upload 1 file(s) as its size is beyond the upload limit of 5bytes. You may change the file size upload limit under Storage in Project Settings.',
    );
  });

  it('disables Upload files without storage write, with the spec tooltip', async () => {
    stubStorage('photos', {});
    mountExplorer([{ action: 'storage:admin:read', resource: '*' }]);
    await screen.findByRole('heading', { name: 'Drop your files here' });
    const [standIn, button] = screen.getAllByRole('button', { name: 'Upload files' });
    expect(button!.hasAttribute('disabled')).toBe(true);
    // A disabled control takes no focus, so its focusable stand-in carries the tooltip (keyboard
    // focus shows it).
    for (let i = 0; i < 10 && document.activeElement !== standIn; i++) await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'You need additional permissions to upload files',
    );
  });
});
