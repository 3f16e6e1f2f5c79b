/** A small seeded generator (mulberry32): the same demo data on every machine. */
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

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An item chosen with the given weights (same order as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let at = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      at -= weights[i]!;
      if (at < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }

  /** Up to `count` different items. */
  some<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length) {
      chosen.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    }
    return chosen;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
}
