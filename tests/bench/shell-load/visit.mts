// One cold visit in headless Chromium: which scripts loaded before the shell was interactive, and
// when it became interactive.
import { launchBrowser } from '../../harness/browser.js';
import { fileOf, gzSize } from './common.mjs';

const INTERACTIVE_TIMEOUT_MS = 30_000;
const SETTLE_TIMEOUT_MS = 5_000;
/** What a visit opens, and the heading that says its screen is there (none: the shell alone). */
export interface Landing {
  readonly path: string;
  readonly heading?: string;
}

/** A page with the shell and nothing else: core's own screen, no plugin route or card. */
export const SHELL: Landing = { path: '/admin/plugins' };

/** The table editor with no table open: its screen and sidebar on top of the shell. */
export const EDITOR: Landing = {
  path: '/project/default/editor',
  heading: 'Select a table or create a new one',
};

/**
 * The command palette's button, once enabled. Found by its marker, not its text: its label is
 * "Search" and a shortcut hint that differs by platform.
 */
const PALETTE_BUTTON =
  'button[data-command-palette-button]:not([disabled]):not([aria-disabled="true"])';

/**
 * Runs in the page before its own scripts: notes the moment (performance.now(), so from navigation
 * start) the page is first interactive: the Main navigation has a link, the command palette button
 * is enabled, and the landing's heading (if it names one) is shown. A string, so nothing the
 * TypeScript loader adds reaches the page.
 */
const watchInteractive = (heading: string | undefined) => `(() => {
  const heading = ${JSON.stringify(heading ?? null)};
  const check = () => {
    if (window.__shellInteractiveAt !== undefined) return;
    const link = document.querySelector('nav[aria-label="Main"] a[href]');
    if (!link || !document.querySelector(${JSON.stringify(PALETTE_BUTTON)})) return;
    const shown = (h) => h.textContent === heading;
    if (heading !== null && ![...document.querySelectorAll('h1, h2')].some(shown)) return;
    window.__shellInteractiveAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** Read in the page once it has settled. */
const READ_TIMINGS = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    interactiveAt: window.__shellInteractiveAt ?? null,
    domContentLoaded: navigation ? navigation.domContentLoadedEventEnd : null,
    fcp: fcp ? fcp.startTime : null,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      responseEnd: entry.responseEnd,
      encoded: entry.encodedBodySize,
    })),
  };
})()`;

interface PageTimings {
  readonly interactiveAt: number | null;
  readonly domContentLoaded: number | null;
  readonly fcp: number | null;
  readonly resources: ReadonlyArray<{ url: string; responseEnd: number; encoded: number }>;
}

export interface Script {
  readonly file: string;
  /** gzip -9 of the body, whatever encoding the server sent. */
  readonly gz: number;
  /** Body bytes on the wire (compressed if the server compressed). */
  readonly wire: number;
  readonly beforeInteractive: boolean;
}

export interface Run {
  /** In the page: navigation start to interactive. */
  readonly interactiveMs: number;
  /** In this process: from calling page.goto to the locators resolving. */
  readonly wallMs: number;
  readonly domContentLoadedMs: number;
  readonly fcpMs: number;
  readonly scripts: readonly Script[];
  readonly errors: readonly string[];
}

/** One cold first visit: a new browser with an empty profile, so nothing comes from a cache. */
export async function visit(baseUrl: string, landing: Landing = SHELL): Promise<Run> {
  const browser = await launchBrowser();
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const bodies: Array<Promise<{ url: string; gz: number } | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), gz: gzSize(body) }),
          () => undefined,
        ),
      );
    });
    await page.addInitScript({ content: watchInteractive(landing.heading) });

    const started = performance.now();
    await page.goto(`${baseUrl}${landing.path}`, {
      waitUntil: 'commit',
      timeout: INTERACTIVE_TIMEOUT_MS,
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const search = page.locator(PALETTE_BUTTON);
    const heading = landing.heading && page.getByRole('heading', { name: landing.heading });
    await Promise.all([
      nav.getByRole('link').first().waitFor({ timeout: INTERACTIVE_TIMEOUT_MS }),
      search.waitFor({ timeout: INTERACTIVE_TIMEOUT_MS }),
      heading && heading.waitFor({ timeout: INTERACTIVE_TIMEOUT_MS }),
    ]);
    const wallMs = performance.now() - started;

    // Let whatever the page fetches after that arrive, to tell it apart from the first load.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
    const timings = (await page.evaluate(READ_TIMINGS)) as PageTimings;
    if (timings.interactiveAt === null) throw new Error('the page never noted it was interactive');
    if (timings.fcp === null || timings.domContentLoaded === null) {
      throw new Error('the page reported no first-contentful-paint or DOMContentLoaded');
    }

    const seen = new Set<string>();
    const scripts: Script[] = [];
    for (const body of await Promise.all(bodies)) {
      if (!body || seen.has(body.url)) continue;
      seen.add(body.url);
      const timing = timings.resources.find((entry) => entry.url === body.url);
      scripts.push({
        file: fileOf(body.url),
        gz: body.gz,
        wire: timing?.encoded ?? 0,
        // No timing entry: count it, so the figure can only err on the heavy side.
        beforeInteractive: !timing || timing.responseEnd <= timings.interactiveAt,
      });
    }
    return {
      interactiveMs: timings.interactiveAt,
      wallMs,
      domContentLoadedMs: timings.domContentLoaded,
      fcpMs: timings.fcp,
      scripts,
      errors,
    };
  } finally {
    await browser.close();
  }
}
