import type { ComponentDoc } from '@atrium/design-system';
import { ExampleFrame } from '../examples/ExampleFrame.js';
import { PropsTable } from '../examples/PropsTable.js';
import { prose } from '../markdown/markdown.css.js';

/** A design-system component: what it is for, its examples running live, and its props. */
export function ComponentPage({ doc }: { doc: ComponentDoc }) {
  return (
    <article className={prose}>
      <h1>{doc.name}</h1>
      <p>{doc.description}</p>
      <h2>Examples</h2>
      {doc.examples.map((example) => (
        <ExampleFrame key={example.title} title={example.title} render={example.render} />
      ))}
      <h2>Props</h2>
      <PropsTable component={doc.name} props={doc.props} />
    </article>
  );
}
