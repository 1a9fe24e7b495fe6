/** A small seeded PRNG (mulberry32): the same seed gives the same data. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: ReadonlyArray<T>): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** A string of `length` characters from `alphabet`. */
  string(length: number, alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"): string {
    let s = "";
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

/** Picks items with probability proportional to `weight`, by a binary search over cumulative weights. */
export const weightedPicker = <T>(items: ReadonlyArray<T>, weight: (item: T) => number): ((random: Random) => T) => {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => (cumulative[i] = total += weight(item)));
  return (random) => {
    const x = random.next() * total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
};

/** Eight lowercase hex digits. */
export const hex8 = (random: Random): string => ((random.next() * 0x100000000) >>> 0).toString(16).padStart(8, "0");
