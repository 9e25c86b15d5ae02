import { Link } from 'wouter';
import { componentPages } from '../content/component-pages.js';
import { docSections } from '../content/doc-pages.js';
import { prose } from '../markdown/markdown.css.js';

const guide = docSections.find((section) => section.title === 'Guides')?.pages[0];

export function HomePage() {
  return (
    <article className={prose}>
      <h1>Atrium documentation</h1>
      <p>
        Atrium is an open-source, plugin-based dashboard for Postgres-backed projects. Everything on
        this site is built from the packages in the repository: the components below run live, and
        the plugin guide renders a real plugin component.
      </p>
      <ul>
        {guide && (
          <li>
            <Link href={guide.route}>{guide.title}</Link>: a plugin from package to API route, the
            extension points, the plugin context and testing.
          </li>
        )}
        {docSections
          .filter((section) => section.title !== 'Guides')
          .map((section) => (
            <li key={section.title}>
              {section.title}:{' '}
              {section.pages.map((page, index) => (
                <span key={page.route}>
                  {index > 0 && ', '}
                  <Link href={page.route}>{page.title}</Link>
                </span>
              ))}
              .
            </li>
          ))}
        <li>
          Components: {componentPages.length} design-system components, each with live examples and
          its props, starting with{' '}
          <Link href={componentPages[0]?.route ?? '/'}>{componentPages[0]?.doc.name}</Link>.
        </li>
      </ul>
    </article>
  );
}
