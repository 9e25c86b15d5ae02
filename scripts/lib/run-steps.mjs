import { availableParallelism } from 'node:os';

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {(captured: boolean) => Promise<{ code: number, output?: string, cpuMs?: number }>} run
 *   runs the step; `captured` says its output must be held back and returned rather than printed
 *   as it comes. `cpuMs`: the CPU time it used, where known
 */

/**
 * Runs steps, at most `concurrency` at a time (the machine's cores by default), every one even
 * after a failure. One at a time, a step prints as it goes; side by side, each step's output is
 * printed whole under its name when it ends, so outputs never interleave. `captured` holds the
 * output back even one at a time, for steps run beside another call's.
 * @param {Step[]} steps
 * @param {{ concurrency?: number, captured?: boolean }} [options]
 * @returns {Promise<{ name: string, code: number, ms: number, cpuMs?: number }[]>} in the order given
 */
export async function runSteps(
  steps,
  { concurrency = availableParallelism(), captured = concurrency > 1 && steps.length > 1 } = {},
) {
  const results = new Array(steps.length);
  let next = 0;
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      const { name, run } = steps[index];
      if (!captured) console.log(`\n━━ ${name} ━━`);
      const started = performance.now();
      const { code, output, cpuMs } = await run(captured);
      const ms = performance.now() - started;
      if (captured) console.log(`\n━━ ${name} ━━\n${output ?? ''}`);
      results[index] = { name, code, ms, cpuMs };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, worker));
  return results;
}
