/**
 * One fixed-seed stream shared by the traffic mix, the cache fill and the scheduler, so two runs send the same
 * requests in the same order.
 */

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const random = generator(20261123);
export const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const chance = (p: number) => random() < p;
