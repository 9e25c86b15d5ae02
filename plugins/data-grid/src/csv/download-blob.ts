/** Saves a Blob as a download named `filename`, through a temporary object URL. */
export function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download can lose its source.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Counts line feeds in a chunk: rows seen so far (approximate when values hold newlines). */
export function countLines(chunk: Uint8Array) {
  let lines = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
  return lines;
}
