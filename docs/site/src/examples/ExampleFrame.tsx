import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { live } from '../markdown/markdown.css.js';
import { ExampleBoundary } from './ExampleBoundary.js';
import * as styles from './examples.css.js';

/** Renders an example as a component, so examples that use hooks follow the rules of hooks. */
function Live({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

/**
 * One live example. Links inside it (breadcrumbs, button links) would otherwise leave the docs or,
 * under hash routing, change the page; a RouterProvider catches them and says where they lead.
 */
export function ExampleFrame({ title, render }: { title: string; render: () => ReactNode }) {
  const [followed, setFollowed] = useState<string>();
  return (
    <section className={styles.example}>
      <h3>{title}</h3>
      <div className={`${styles.stage} ${live}`}>
        <ExampleBoundary>
          <RouterProvider navigate={setFollowed}>
            <Live render={render} />
          </RouterProvider>
        </ExampleBoundary>
      </div>
      <p className={styles.note} aria-live="polite">
        {followed && (
          <>
            Link pressed: in the app it would go to <code>{followed}</code>.
          </>
        )}
      </p>
    </section>
  );
}
