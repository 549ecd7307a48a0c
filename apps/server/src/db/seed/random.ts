/** mulberry32: a small deterministic generator, so the same seed always yields the same demo data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const digits = (length: number) => Array.from({ length }, () => int(0, 9)).join('');
  const chance = (probability: number) => next() < probability;
  return { next, int, pick, digits, chance };
}

export type Random = ReturnType<typeof createRandom>;
