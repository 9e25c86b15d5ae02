import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PluginTestHarness, type PluginTestHarnessProps } from '@atrium/core/testing';
import { TableLayoutForTests } from '@atrium/design-system/lazy/Table/TableLayoutForTests';
import manifest from '../manifest.js';

/** Mounts an sql component as the shell does, on project `p1`, with a fresh SWR cache per test. */
export function SqlHarness({
  feedback,
  grants,
  children,
}: {
  feedback?: PluginTestHarnessProps['feedback'];
  grants?: PluginTestHarnessProps['grants'];
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PluginTestHarness
        pluginId="sql"
        path="/project/p1/sql/new"
        installed={[manifest]}
        feedback={feedback}
        grants={grants}
      >
        <TableLayoutForTests>{children}</TableLayoutForTests>
      </PluginTestHarness>
    </SWRConfig>
  );
}

/** The draft the editor of snippet `id` starts from, as the browser keeps it. */
export const seedDraft = (id: string, text: string) =>
  localStorage.setItem(`atrium:p1:sql:draft:${id}`, JSON.stringify(text));

/** A `/query/results` answer: its lines, newline-delimited. */
export const ndjson = (...lines: unknown[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });

/**
 * Answers the signed-in user (`userId`) and the list of the project's snippets from memory, in
 * front of the `fetch` already stubbed (`stubPgMeta`'s, which answers the rest: saves fail).
 */
export function stubSnippets(userId: string, snippets: readonly unknown[]) {
  const next = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const { pathname } = new URL(request.url);
      if (pathname === '/auth/v1/user') return Response.json({ id: userId });
      if (request.method === 'GET' && pathname.endsWith('/content')) {
        return Response.json({ data: snippets });
      }
      return next(request);
    }),
  );
}
