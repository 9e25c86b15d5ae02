import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataShapeViolations } from './plugin-data-shape.js';
import { ROOT, shippedPluginSources } from './plugin-sources.js';

/*
 * docs/architecture/data-fetching.md, read from each file's syntax tree: components never write
 * through the client themselves, and plugins write no query keys or response types by hand.
 */

const rules = (fileName: string, text: string) =>
  dataShapeViolations(fileName, text).map((v) => v.rule);

describe('plugins shape their data through src/data', () => {
  it('finds a component calling a write method, whatever the formatting', () => {
    const component = `
      export function CreateSchemaForm() {
        const { pgMeta } = usePgMeta();
        return <button onClick={async () => readJson(await pgMeta.relations
          .schemas
          .$post({ json: { name } }))}>Create</button>;
      }`;
    expect(rules('fixture/CreateSchemaDialog.tsx', component)).toEqual([
      'a component calls $post: write through a mutation in src/data/',
    ]);
    // The same call in a data module is where writes belong.
    expect(
      rules(
        'fixture/src/data/schema-mutations.ts',
        component.replace(/<button.*<\/button>/s, 'null'),
      ),
    ).toEqual([]);
  });

  it("finds a screen's hook writing outside src/data/, and a read sent as POST there too", () => {
    const hook = `
      export function useGridActions({ tableId }) {
        const { pgMeta } = usePgMeta();
        return {
          deleteColumn: (id) => pgMeta.columns.columns[':id'].$delete({ param: { id } }),
          fullValue: (json) => pgMeta.relations.tables[':id'].rows.value.$post({ json }),
        };
      }`;
    expect(rules('plugins/data-grid/src/grid/use-grid-actions.ts', hook)).toEqual([
      '$delete called outside src/data/: write through a mutation there',
      '$post called outside src/data/: write through a mutation there',
    ]);
    // A folder named data inside a screen is not the plugin's data layer.
    expect(rules('plugins/data-grid/src/grid/data/rows-api.ts', hook)).toHaveLength(2);
    expect(rules('plugins/data-grid/src/data/rows-mutations.ts', hook)).toEqual([]);
  });

  it('does not mistake a comment or a string for a call', () => {
    const text = `
      // await pgMeta.relations.schemas.$post({ json })
      export const Help = () => <p>{'call pgMeta.tables.$delete() to drop'}</p>;`;
    expect(rules('fixture/Help.tsx', text)).toEqual([]);
  });

  it('finds hand-written keys and response types', () => {
    const text = `
      const a = useProjectQuery(['tables', 'list'], (pgMeta) => pgMeta.relations.tables.$get());
      const b = useProjectQuery(open ? 'roles' : null, load);
      const c = useProjectQuery<Role[]>(roleKeys.list(), load);
      const d = readJson<Policy>(response);
      const e = useApiQuery<{ extname: string }[]>(['projects'], load);
      const ok = useProjectQuery(open ? roleKeys.list() : null, load);
      const f = useSWR(['plugins', 'hello', 'greeting'], load);`;
    expect(rules('fixture/use-data.ts', text)).toEqual([
      'a project query keyed by hand: use a resource key builder',
      'a project query keyed by hand: use a resource key builder',
      "useProjectQuery given a type by hand: the route's type comes from the call",
      "readJson given a type by hand: the route's type comes from the call",
      "useApiQuery given a type by hand: the route's type comes from the call",
      'useSWR called directly: read through useProjectQuery with a resource key',
    ]);
  });

  it.each(shippedPluginSources.map((file) => [relative(ROOT, file), file]))('%s', (name, file) => {
    const found = dataShapeViolations(file, readFileSync(file, 'utf8'));
    expect(found.map((v) => `${name}:${v.line}: ${v.rule}`)).toEqual([]);
  });
});
