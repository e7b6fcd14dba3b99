// Membership in one portfolio item's candidate lists without a Set per item (tens of thousands of items, each
// with a few dozen candidates): a generation stamp per run item, and a new generation per item.
export class Marks {
  private readonly stamps: Int32Array;
  private generation = 0;

  constructor(size: number) {
    this.stamps = new Int32Array(size);
  }

  /** Forgets every mark. */
  next(): void {
    this.generation++;
  }

  /** Marks `i`; false when it was marked already. */
  add(i: number): boolean {
    if (this.stamps[i] === this.generation) return false;
    this.stamps[i] = this.generation;
    return true;
  }

  has(i: number): boolean {
    return this.stamps[i] === this.generation;
  }
}
