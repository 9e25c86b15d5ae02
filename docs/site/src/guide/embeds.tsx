import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@atrium/design-system';

// The harness brings core's services (tsyringe, the API client): loaded only with the guide.
const HelloCardDemo = lazy(async () => ({
  default: (await import('./HelloCardDemo.js')).HelloCardDemo,
}));

/** Live examples the docs' markdown places with `<!-- embed:name -->`. */
export const guideEmbeds: Readonly<Record<string, ReactNode>> = {
  'hello-card': (
    <Suspense fallback={<Skeleton count={2} label="Loading the live example" />}>
      <HelloCardDemo />
    </Suspense>
  ),
};
