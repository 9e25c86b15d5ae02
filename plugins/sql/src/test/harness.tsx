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
