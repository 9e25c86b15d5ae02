/** The import endpoint's error for a bad line (API contract: message with the line and column). */
export interface ImportFailure {
  readonly message: string;
  readonly line?: number;
  readonly column?: string;
}

export class CsvImportError extends Error {
  constructor(readonly failure: ImportFailure) {
    super(failure.message);
    this.name = 'CsvImportError';
  }
}

/**
 * Streams a CSV (File or Blob) to `POST .../import` with XMLHttpRequest, whose upload events give
 * real progress (fetch has none for request bodies). Resolves with the inserted row count.
 */
export function uploadCsv(
  url: URL,
  body: Blob,
  onProgress: (sent: number, total: number) => void,
  { accessToken, signal }: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'text/csv');
    // Signed in like every request the typed clients make (useAccessToken).
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onerror = () =>
      reject(new CsvImportError({ message: 'The upload failed: the server could not be reached' }));
    xhr.onabort = () => reject(new CsvImportError({ message: 'The import was cancelled' }));
    xhr.onload = () => {
      let answer: { inserted?: number; error?: ImportFailure } | undefined;
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        answer = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && typeof answer?.inserted === 'number') {
        resolve(answer.inserted);
      } else {
        reject(
          new CsvImportError(answer?.error ?? { message: `Import failed (HTTP ${xhr.status})` }),
        );
      }
    };
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
