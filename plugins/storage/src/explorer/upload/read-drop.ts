import type { PickedFile } from './use-uploads.js';

/**
 * The files of a drop, whole folders walked (their files keep the folder's path), read while the
 * drop event's items are still valid: call it in the drop handler before any other await.
 */
export async function readDrop(transfer: DataTransfer): Promise<PickedFile[]> {
  const entries = [...transfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    // No entry API (or a drop of something else): the plain files, without folders.
    return [...transfer.files].map((file) => ({ file, relativePath: file.name }));
  }
  const found: PickedFile[] = [];
  await Promise.all(entries.map((entry) => walk(entry!, '', found)));
  return found;
}

async function walk(entry: FileSystemEntry, parent: string, found: PickedFile[]): Promise<void> {
  const path = parent === '' ? entry.name : `${parent}/${entry.name}`;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    found.push({ file, relativePath: path });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in chunks (100 in Chromium) until it answers none.
  for (;;) {
    const chunk = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (chunk.length === 0) return;
    await Promise.all(chunk.map((child) => walk(child, path, found)));
  }
}
