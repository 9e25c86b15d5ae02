import { vi } from 'vitest';

/**
 * XMLHttpRequest in jsdom, held by the test: each `send` is recorded and the test moves its
 * upload progress and answers it. Undo with `vi.unstubAllGlobals()`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  open(_method: string, url: URL | string) {
    this.url = String(url);
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The stored path the upload names. */
  get path() {
    return new URL(this.url).searchParams.get('path');
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  static install() {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
}
