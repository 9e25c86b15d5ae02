import { mockAdapter, setAdapterIfNotSet } from '@vanilla-extract/css/adapter';

/**
 * The `ui` project's first setup file, run before any style file: those run where they are
 * imported (vitest.config.ts), and in a window vanilla-extract would otherwise take its browser
 * adapter and inject their CSS into the test DOM's document, which compiled style files never did, and
 * which would change what is visible there and make every `getComputedStyle` slower. With the
 * mock adapter the class names are the same and the CSS goes nowhere. Set once per worker: the
 * files of a worker share the module.
 */
setAdapterIfNotSet(mockAdapter);
