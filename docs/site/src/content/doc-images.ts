// The screenshots the browser tests take beside the guides (tests/e2e/screens/screenshots.ts),
// bundled as assets: repository path → the URL the built site serves it at. A new one shows up
// without code changes. Relative to this file (docs/site/src/content/).
const screenshots: Record<string, string> = import.meta.glob<string>(
  '../../../guides/screenshots/*.png',
  { query: '?url', import: 'default', eager: true },
);

export const docImages: ReadonlyMap<string, string> = new Map(
  Object.entries(screenshots).map(([key, url]) => [key.replace(/^(\.\.\/)+/, 'docs/'), url]),
);
