/**
 * A list that only grows: each value is a length over one shared array, so adding a page copies
 * nothing (a folder of 100,000 objects had copied the whole folder at each of its 500 pages) and
 * every earlier value still reads exactly what it read. Adding to a value that is no longer the
 * longest (another was made from the same one) copies its own entries first, so two values never
 * disagree about an index they both hold.
 */
export class Appended<T> {
  private constructor(
    private readonly backing: T[],
    /** How many entries this value holds: `backing[0 .. length)`. */
    readonly length: number,
  ) {}

  static of<T>(entries: readonly T[]): Appended<T> {
    return new Appended(entries.slice(), entries.length);
  }

  /** The entry at `index`, or undefined outside `0 .. length`. */
  at(index: number): T | undefined {
    return index >= 0 && index < this.length ? this.backing[index] : undefined;
  }

  /** This list with `more` after it; this value is left as it was. */
  append(more: readonly T[]): Appended<T> {
    const backing =
      this.backing.length === this.length ? this.backing : this.backing.slice(0, this.length);
    for (const entry of more) backing.push(entry);
    return new Appended(backing, backing.length);
  }

  /**
   * Whether `other` is this list or a longer one grown from it, so an index under this length
   * names the same entry in both.
   */
  isPrefixOf(other: Appended<T>): boolean {
    return other.backing === this.backing && other.length >= this.length;
  }

  /** The entries from `start` to `end` (excluded), as `Array.prototype.slice` takes them. */
  slice(start = 0, end = this.length): T[] {
    return this.backing.slice(Math.max(0, start), Math.min(end, this.length));
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let index = 0; index < this.length; index++) yield this.backing[index]!;
  }
}
