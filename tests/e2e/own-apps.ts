/**
 * The e2e files that start an app of their own, each with why the run's one app
 * (tests/harness/e2e-setup.ts) cannot serve it: only start-up and configuration tests belong
 * here. A test that needs a table or database access of its own makes it on the shared app
 * (`sharedApp()`, `directQuery()`), and a variant the browser alone decides (plugins switched off
 * in the web app, as nav-links.test.ts does) rewrites the page's requests instead.
 * tests/architecture/e2e-one-app-per-run.test.ts fails on an e2e file that starts an app and is
 * not listed, and on a listed one that no longer does.
 */
export const OWN_APPS: Readonly<Record<string, string>> = {
  'hosted-projects.test.ts':
    'hosted mode (ATRIUM_HOSTED=true) is read once at start-up and changes what the API serves; the test also puts its project in states the shared default project must never be in',
  'storage-s3.test.ts':
    'the storage backend (ATRIUM_STORAGE_BACKEND=s3 and its S3 settings) is read once at start-up; the run’s app keeps its bytes on the file system, so the explorer’s one S3 run needs an app of its own',
  'plugins.test.ts':
    'the example plugins (ATRIUM_PLUGINS=nav,data-grid,hello,faulty) load their server parts, such as hello’s own API route, only at start-up',
};
