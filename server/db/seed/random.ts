/**
 * A tiny deterministic PRNG (mulberry32) with the helpers the demo seed needs.
 * Never use Math.random in the seed: the same seed must give the same rows.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  hex(length: number): string;
  digits(length: number): string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      let total = 0;
      for (const item of items) total += weight(item);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return pick(items);
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = out[i] as T;
        out[i] = out[j] as T;
        out[j] = tmp;
      }
      return out;
    },
    hex(length: number): string {
      let s = '';
      for (let i = 0; i < length; i++) s += Math.floor(next() * 16).toString(16);
      return s;
    },
    digits(length: number): string {
      let s = '';
      for (let i = 0; i < length; i++) s += String(Math.floor(next() * 10));
      return s;
    },
  };
}
