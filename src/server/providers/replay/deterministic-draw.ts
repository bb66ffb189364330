/**
 * Seeded draws for the demo books: the same game, book and purpose always give the same number, on
 * every installation and every refresh, so a replayed slate is reproducible and a book's line only
 * changes when the replayed market moves.
 */

/** FNV-1a over the UTF-16 code units, then a murmur3 finaliser so nearby keys spread over all bits. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) fixed by `key`. */
export function unitDraw(key: string): number {
  return stableHash(key) / 2 ** 32;
}

/**
 * Inverse-CDF draw from a discrete distribution given as [value, probability] pairs (probabilities
 * need not sum to exactly 1; they are normalised).
 */
export function drawFrom(distribution: readonly (readonly [number, number])[], key: string): number {
  const total = distribution.reduce((s, [, p]) => s + p, 0);
  if (!(total > 0)) throw new RangeError('a distribution needs positive mass');
  let u = unitDraw(key) * total;
  for (const [value, p] of distribution) {
    if (u < p) return value;
    u -= p;
  }
  return distribution[distribution.length - 1]![0];
}
