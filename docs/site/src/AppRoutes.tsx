import { Route, Switch } from 'wouter';
import { componentPages } from './content/component-pages.js';
import { docPages } from './content/doc-pages.js';
import { ComponentPage } from './pages/ComponentPage.js';
import { DocPage } from './pages/DocPage.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';

/** Every page is known at build time: one route per markdown file and per component. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      {docPages.map((page) => (
        <Route key={page.route} path={page.route}>
          <DocPage page={page} />
        </Route>
      ))}
      {componentPages.map((page) => (
        <Route key={page.route} path={page.route}>
          <ComponentPage doc={page.doc} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
