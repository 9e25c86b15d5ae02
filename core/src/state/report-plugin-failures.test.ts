import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { appState, reportPluginFailure } from './app-state.js';
import { PLUGIN_FAILURES_PATH, reportPluginFailuresTo } from './report-plugin-failures.js';

/** A `fetch` that records the failures posted to it, answering as the API does, or failing. */
function recordingFetch(fails = false) {
  const posted: { pluginId: string; where: string; message: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    expect(String(input)).toBe(PLUGIN_FAILURES_PATH);
    expect(init?.method).toBe('POST');
    posted.push(JSON.parse(String(init?.body)) as (typeof posted)[number]);
    if (fails) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  return { fetch, posted };
}

/** Starts a reporter that stops, and leaves the app's failures empty, when the test ends. */
function reporting(fetch: typeof globalThis.fetch) {
  const stop = reportPluginFailuresTo(fetch);
  onTestFinished(() => {
    stop();
    appState.pluginFailures.splice(0);
  });
}

describe('plugin failures reported to the server', () => {
  it('sends each failure once, those before it started and those after, cut to the API bounds', async () => {
    const marker = `failure-${crypto.randomUUID()}`;
    reportPluginFailure('hello', 'route /hello', new Error(`${marker} first`));
    const { fetch, posted } = recordingFetch();
    reporting(fetch);
    expect(posted).toEqual([
      { pluginId: 'hello', where: 'route /hello', message: `${marker} first` },
    ]);

    reportPluginFailure(
      'hello',
      `command ${'c'.repeat(300)}`,
      new Error(`${marker}${'x'.repeat(3000)}`),
    );
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.where).toHaveLength(200);
    expect(posted[1]!.message).toHaveLength(2000);
    expect(posted[1]!.message.startsWith(marker)).toBe(true);

    // The same failure again is not a new one, and the app booted again sends nothing twice.
    reportPluginFailure('hello', 'route /hello', new Error(`${marker} first`));
    const again = recordingFetch();
    reporting(again.fetch);
    expect(again.posted).toEqual([]);
    expect(posted).toHaveLength(2);
  });

  it('drops a report that does not reach the server, the failure still on the page', async () => {
    const marker = `failure-${crypto.randomUUID()}`;
    const { fetch } = recordingFetch(true);
    reporting(fetch);
    reportPluginFailure('hello', 'route /hello', new Error(marker));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(appState.pluginFailures.map((f) => f.message)).toEqual([marker]);
  });
});
