import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Vitest's own docblock, `// @vitest-environment jsdom`, as Vitest reads it. */
const DOCBLOCK = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

const environmentOf = (spec: TestSpecification) =>
  readFileSync(spec.moduleId, 'utf8').match(DOCBLOCK)?.[1] ?? spec.project.config.environment;

/**
 * Vitest's order (failed first, then the slowest), with the files that name another environment
 * than their project's moved after the others. With `isolate: false` a worker takes the next file
 * only if it runs in the same environment; otherwise the worker ends and a new one imports the
 * whole module graph again. The `ui` files on jsdom spread among the happy-dom ones started a new
 * worker twice each; together they start one per worker.
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const own = (spec: TestSpecification) =>
      environmentOf(spec) === spec.project.config.environment;
    return [...sorted.filter(own), ...sorted.filter((spec) => !own(spec))];
  }
}
