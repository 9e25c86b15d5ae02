import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumPath } from '../../scripts/lib/chromium.mjs';
import { sharedUrl, startedWithOwner } from './instance-tokens.js';
import { signInSession } from './owner.js';

/** Flags from DESIGN.md: headless, no network chatter, nothing that needs a GPU or a sandbox. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Where the web app keeps its auth-js session (the sign-in contract of issue 13). */
export const AUTH_STORAGE_KEY = 'atrium.auth';

export interface BrowserOptions {
  /**
   * The app origins whose pages open signed in as the test owner. By default: the e2e app and
   * every instance this file started with the owner; `[]` for a signed-out browser.
   */
  readonly signedInAt?: readonly string[];
}

/**
 * Debian's headless Chromium (never a downloaded browser build), with a throwaway profile that
 * Playwright makes and removes.
 */
const startChromium = () =>
  chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS });

/**
 * In a Vitest run, the one Chromium of the worker, started when first wanted: the e2e files run
 * one after another in one worker, and a Chromium started and stopped for each of them (46 a run)
 * took about 2 s of wall time and 0.4 s of CPU more than a context of the one (eight files
 * measured side by side on a loaded 2-CPU machine). Playwright stops it when the worker exits.
 */
let shared: Promise<Browser> | undefined;
async function sharedChromium(): Promise<Browser> {
  shared ??= startChromium();
  const browser = await shared;
  if (browser.isConnected()) return browser;
  shared = undefined;
  return sharedChromium();
}

/**
 * A headless Chromium with fresh, throwaway state, signed in as the test owner: a browser context
 * of its own (cookies, storage, cache and permissions of its own, none of another test's) in the
 * process's one Chromium. Each origin gets a session of its own, made through `/auth/v1` with
 * auth-js as the web app would, and every page finds it in `localStorage['atrium.auth']` before
 * the app loads. It is written only when absent, so a session auth-js has since refreshed (its
 * refresh token rotated) is never replaced by the spent one, which would end it.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<TestBrowser> {
  const origins = options.signedInAt ?? defaultOrigins();
  const sessions: Record<string, string> = {};
  for (const url of origins) {
    sessions[new URL(url).origin] = JSON.stringify(await signInSession(url));
  }
  // Outside Vitest (the benchmarks) a Chromium of its own, stopped with it, lets the script end.
  const own = process.env.VITEST === undefined ? await startChromium() : undefined;
  const context = await (own ?? (await sharedChromium())).newContext();
  await context.addInitScript(
    ({ key, byOrigin }) => {
      const session = byOrigin[location.origin];
      if (session && localStorage.getItem(key) === null) localStorage.setItem(key, session);
    },
    { key: AUTH_STORAGE_KEY, byOrigin: sessions },
  );
  return {
    context,
    async close() {
      await context.close();
      await own?.close();
    },
  };
}

/** The e2e app (outside vitest, as in the benchmarks, there is none) and this file's instances. */
function defaultOrigins(): string[] {
  let shared: string | undefined;
  try {
    shared = sharedUrl();
  } catch {
    shared = undefined;
  }
  return [...new Set([...(shared ? [shared] : []), ...startedWithOwner()])];
}
