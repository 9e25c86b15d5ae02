import { lazy } from 'react';

/*
 * The tables screen, loaded when its route is first visited. The route's loader imports only this
 * small module, which loads the screen itself: the list of chunks a loader preloads is written
 * into the app's first load for every route, and the screen's (the design system's forms and
 * overlays) would add to the editor's landing (tests/e2e/build-chunks.test.ts). It renders inside
 * core's Suspense boundary, which also waits for the screen.
 */
const Screen = lazy(async () => ({
  default: (await import('../tables/TablesPage.js')).TablesPage,
}));

export default function TablesEntry() {
  return <Screen />;
}
