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
