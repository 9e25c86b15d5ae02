import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSteps, type Step } from '../../scripts/lib/run-steps.mjs';

/** A step that ends when `finish` is called, recording when it ran and whether it was captured. */
function heldStep(name: string, log: string[], code = 0) {
  let finish = () => {};
  const step: Step = {
    name,
    run: (captured) =>
      new Promise((resolve) => {
        log.push(`start ${name}${captured ? ' captured' : ''}`);
        finish = () => resolve({ code, output: `${name} said this` });
      }),
  };
  return { step, finish: () => finish() };
}

/** Lets started steps reach their held promise. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** `npm test`'s side-by-side steps (scripts/lib/run-steps.mjs), with steps that print nothing. */
describe("npm test's steps side by side", () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs at most as many steps at once as asked, every one even after a failure', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const log: string[] = [];
    const [a, b, c] = [heldStep('a', log, 1), heldStep('b', log), heldStep('c', log)];
    const done = runSteps([a.step, b.step, c.step], { concurrency: 2 });
    await settle();
    expect(log).toEqual(['start a captured', 'start b captured']);
    a.finish(); // a fails; c still runs
    await settle();
    expect(log).toEqual(['start a captured', 'start b captured', 'start c captured']);
    c.finish();
    b.finish();
    const results = await done;
    expect(results.map(({ name, code }) => [name, code])).toEqual([
      ['a', 1],
      ['b', 0],
      ['c', 0],
    ]);
    // Each output whole under its name, in the order the steps ended.
    expect(printed).toEqual([
      '\n━━ a ━━\na said this',
      '\n━━ c ━━\nc said this',
      '\n━━ b ━━\nb said this',
    ]);
  });

  it('prints as it goes when steps run one at a time', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const log: string[] = [];
    const a = heldStep('a', log);
    const done = runSteps([a.step], { concurrency: 1 });
    await settle();
    expect(log).toEqual(['start a']);
    a.finish();
    expect((await done)[0]).toMatchObject({ name: 'a', code: 0 });
  });

  it('holds each output back when asked, for steps in turn beside another lane', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const log: string[] = [];
    const [a, b] = [heldStep('a', log), heldStep('b', log)];
    const done = runSteps([a.step, b.step], { concurrency: 1, captured: true });
    await settle();
    expect(log).toEqual(['start a captured']);
    a.finish();
    await settle();
    expect(log).toEqual(['start a captured', 'start b captured']);
    b.finish();
    await done;
    expect(printed).toEqual(['\n━━ a ━━\na said this', '\n━━ b ━━\nb said this']);
  });
});
