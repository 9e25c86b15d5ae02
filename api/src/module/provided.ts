/**
 * What a core module hands the modules after it, once its `start` has run: the platform's pools,
 * the project registry. Read before then (a module that forgot to name it in `dependsOn`), it
 * throws naming the module that provides it, instead of answering undefined.
 */
export class Provided<T> {
  #value: T | undefined;

  constructor(readonly by: string) {}

  provide(value: T): void {
    this.#value = value;
  }

  get(): T {
    if (this.#value === undefined) {
      throw new Error(`core module ${this.by} is not up yet: name it in dependsOn`);
    }
    return this.#value;
  }

  /** Whether it has been provided (its module's `start` ran to the end). */
  get ready(): boolean {
    return this.#value !== undefined;
  }
}
