/** Why a file's upload failed, with the server's message when it gave one. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Sends one file to the dashboard's upload route (`multipart/form-data` as storage-js sends it:
 * `cacheControl` 3600, then the file) with XMLHttpRequest, whose upload events give real progress
 * (fetch has none for request bodies). Aborting `signal` cancels it; it then rejects with an
 * `AbortError`, which the explorer does not report (spec §8: aborted requests are silent).
 */
export function sendFile(
  url: URL,
  file: Blob,
  onProgress: (sent: number) => void,
  { accessToken, signal }: { accessToken: string | undefined; signal: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const body = new FormData();
    body.append('cacheControl', '3600');
    body.append('', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    // Signed in like every request the typed clients make (useAccessToken).
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => onProgress(Math.min(event.loaded, file.size));
    xhr.onerror = () => reject(new UploadError('the server could not be reached', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size);
        return resolve();
      }
      reject(new UploadError(messageOf(xhr.responseText, xhr.status), xhr.status));
    };
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * The API's error message (`{ error: { message } }`), a plain-text one (tus answers storage's
 * refusals as text), or the status when there is none.
 */
export function messageOf(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // Not JSON: a short line of text is the server's message; a proxy's page is not.
    const line = text.trim();
    if (line && line.length < 200 && !line.startsWith('<')) return line;
  }
  return `HTTP ${status}`;
}
