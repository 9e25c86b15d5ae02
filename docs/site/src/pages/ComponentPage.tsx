import { Fragment } from 'react';
import type { ComponentDoc } from '@atrium/design-system';
import { documentedPropTypes, propTypeLabel } from '../content/component-pages.js';
import { ExampleFrame } from '../examples/ExampleFrame.js';
import { PropsTable } from '../examples/PropsTable.js';
import { prose } from '../markdown/markdown.css.js';

/** A design-system component: what it is for, its examples running live, and its props. */
export function ComponentPage({ doc }: { doc: ComponentDoc }) {
  const propTypes = documentedPropTypes(doc);
  return (
    <article className={prose}>
      <h1>{doc.name}</h1>
      <p>{doc.description}</p>
      <h2>Examples</h2>
      {doc.examples.map((example) => (
        <ExampleFrame key={example.title} title={example.title} render={example.render} />
      ))}
      <h2>Props</h2>
      {propTypes.map((typeName) => (
        <Fragment key={typeName}>
          {propTypes.length > 1 && <h3>{propTypeLabel(typeName)}</h3>}
          <PropsTable typeName={typeName} />
        </Fragment>
      ))}
    </article>
  );
}
