/**
 * Deterministic variety: the wording of each sentence slot is chosen by a hash of the game and the
 * slot, so a page of picks does not read like one template, while re-running the writer on the same
 * analysis gives the same text (no Math.random; cached pages and tests stay stable).
 */

/** 32-bit FNV-1a. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type PhrasePicker = <T>(slot: string, options: readonly [T, ...T[]]) => T;

export function phrasePicker(seed: string): PhrasePicker {
  return <T>(slot: string, options: readonly [T, ...T[]]): T =>
    options[fnv1a(`${seed}|${slot}`) % options.length] ?? options[0];
}
