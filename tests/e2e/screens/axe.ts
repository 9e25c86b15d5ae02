import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * What axe's `region` rule accepts as holding content outside the landmarks: its own default
 * (dialogs, svg) and react-aria's popovers (`[data-trigger]`), whose visually hidden Dismiss
 * buttons sit beside the dialog or menu inside them, for screen readers to close it with.
 */
const REGION_MATCHER = 'dialog, [role=dialog], [role=alertdialog], svg, [data-rac][data-trigger]';

interface Axe {
  configure(spec: object): void;
  run(context: Document, options: object): Promise<{ violations: Violation[] }>;
}

/**
 * The rules of axe's default set whose outcome depends on the colours shown, not only on the
 * markup: what a colour-scheme switch that leaves the markup alone can change.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe-core (the same version the component tests use) on the whole page as Chromium renders
 * it, colour contrast included, and returns one readable line per rule and element that fails:
 * every rule of its default set, or only the `rules` given.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async ({ regionMatcher, rules }) => {
      const axe = (window as unknown as { axe: Axe }).axe;
      axe.configure({ checks: [{ id: 'region', options: { regionMatcher } }] });
      const result = await axe.run(document, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return result.violations;
    },
    { regionMatcher: REGION_MATCHER, rules },
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id}: ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
    ),
  );
}

/** The page's landmarks and headings the issue asks for: one `main`, one `h1`. */
export function landmarkCounts(page: Page) {
  return page.evaluate(() => ({
    main: document.querySelectorAll('main, [role="main"]').length,
    h1: document.querySelectorAll('h1, [role="heading"][aria-level="1"]').length,
  }));
}
