import type { Page } from 'playwright-core';

/** The table the screens show (tests/e2e/screens/fixture.ts): its name and its id. */
export interface DemoTable {
  readonly name: string;
  readonly id: number;
}

/** One screen of the app: where it is, how to know it has rendered, and what to open on it. */
export interface Screen {
  /** A file-name-safe name, also the screenshot's name. */
  readonly name: string;
  readonly path: (table: DemoTable) => string;
  /** Resolves once the screen shows its content (not a skeleton). */
  readonly ready: (page: Page, table: DemoTable) => Promise<unknown>;
  /** Opens what the screen is about (a panel, a dialog), if anything. */
  readonly open?: (page: Page, table: DemoTable) => Promise<unknown>;
  /** Shown only to a signed-out browser (a signed-in one is sent on to the app). */
  readonly signedOut?: boolean;
}

/** An overlay of the app (popover, menu, side panel, dialog), opened the way a user opens it. */
export interface Overlay {
  readonly name: string;
  readonly path: (table: DemoTable) => string;
  readonly open: (page: Page, table: DemoTable) => Promise<unknown>;
  /**
   * The name of a screen whose `open` shows this overlay, on the same path: the overlay is then
   * measured in that screen's visit (tests/e2e/screens/visits.ts), opened by the screen's `ready`
   * and `open`, instead of loading it again; its own `open` says the same for a reader and shares
   * their steps (plugins/data-grid/e2e/screens.ts).
   */
  readonly shownBy?: string;
}

/**
 * What a plugin's `e2e/screens.ts` exports (core's own are in ./core.ts): the plugin's id, the
 * routes it adds and the overlays they open. It imports nothing but playwright-core's types, so
 * a third-party plugin writes the same file in its own folder; tests/e2e/screens/collect.ts
 * finds it and checks it for every plugin the e2e app runs.
 */
export interface ScreenList {
  readonly plugin: string;
  readonly screens?: readonly Screen[];
  readonly overlays?: readonly Overlay[];
}
