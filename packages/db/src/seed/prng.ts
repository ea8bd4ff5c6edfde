/**
 * Deterministic randomness for the demo seed: mulberry32 streams derived from one fixed seed.
 * Each part of the seed forks its own stream by name, so changing how one table is generated does
 * not shift the values of the others.
 */

/** The fixed seed of the demo store. */
export const DEMO_SEED = 20261121;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a 32-bit hash of a string (used to derive stream seeds from names). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class Rng {
  private readonly next: () => number;

  constructor(private readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** An independent stream named `name`, derived from this stream's seed (not its position). */
  fork(name: string): Rng {
    return new Rng((this.seed ^ fnv1a(name)) >>> 0);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Pick by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** Pick by weight with a prepared {@link CumulativeWeights} (binary search; for large lists). */
  pickCumulative<T>(table: CumulativeWeights<T>): T {
    const r = this.next() * table.total;
    const c = table.cumulative;
    let lo = 0;
    let hi = c.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((c[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return table.items[lo] as T;
  }

  /** Approximately normal (Irwin–Hall of 4), mean 0, sd 1. */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }

  /** Multiplicative noise around 1 with the given relative spread, never below 0.05. */
  noise(spread: number): number {
    return Math.max(0.05, 1 + spread * this.gauss());
  }

  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `k` distinct items (k clamped to the list length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(k, items.length)));
  }

  /** A v4-formatted UUID whose 122 random bits come from this stream. */
  uuid(): string {
    const b: number[] = [];
    for (let i = 0; i < 4; i++) {
      const word = Math.floor(this.next() * 4294967296) >>> 0;
      b.push(word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff);
    }
    b[6] = ((b[6] as number) & 0x0f) | 0x40;
    b[8] = ((b[8] as number) & 0x3f) | 0x80;
    const h = b.map((x) => HEX[x] as string);
    return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h.slice(8, 10).join('')}-${h.slice(10, 16).join('')}`;
  }

  /** `length` characters from [0-9a-z]. */
  base36(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(this.next() * 36)];
    return s;
  }

  /** `length` decimal digits, first one non-zero. */
  digits(length: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < length; i++) s += String(Math.floor(this.next() * 10));
    return s;
  }
}

/** Items with running weight totals, for {@link Rng.pickCumulative}. */
export class CumulativeWeights<T> {
  readonly cumulative: Float64Array;
  readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    weights.forEach((w, i) => {
      sum += Math.max(0, w);
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }
}

/** Split `total` into integer parts proportional to `weights` (largest remainder; sums exactly). */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || weights.length === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map((x) => Math.floor(x));
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) out[(order[k] as readonly [number, number])[1]]! += 1;
  return out;
}
