/**
 * Similarity for "did you mean" suggestions. Works on keys from normaliseTeamName, so case, accents
 * and punctuation are already gone and only spelling and word choice differ.
 */

// Reused between calls: the suggestion scan runs thousands of comparisons per keystroke.
let rowA = new Int32Array(32);
let rowB = new Int32Array(32);
let rowC = new Int32Array(32);

/**
 * Damerau-Levenshtein distance, optimal-string-alignment variant: a swapped pair of letters
 * ("Cheifs") costs 1 like any other typo instead of 2.
 */
export function damerauLevenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2);
    rowB = new Int32Array(b.length * 2);
    rowC = new Int32Array(b.length * 2);
  }
  // Three rolling rows: the transposition step looks two rows back.
  let beforePrevious = rowA;
  let previous = rowB;
  let current = rowC;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let best = previous[j - 1]! + (ai === bj ? 0 : 1);
      const deletion = previous[j]! + 1;
      const insertion = current[j - 1]! + 1;
      if (deletion < best) best = deletion;
      if (insertion < best) best = insertion;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        const transposition = beforePrevious[j - 2]! + 1;
        if (transposition < best) best = transposition;
      }
      current[j] = best;
    }
    const recycled = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = recycled;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for nothing in common. */
export function stringSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - damerauLevenshtein(a, b) / longest;
}

/** Words sharing less than half their letters count as unrelated; that also skips most edit distances. */
const MIN_WORD_SIMILARITY = 0.5;

function tokenSimilarity(query: string, candidate: string): number {
  // A clipped word ("mich", "buck") is a deliberate short form, not a run of typos.
  const clipped = query.length >= 3 && candidate.startsWith(query) ? 0.85 : 0;
  const longest = Math.max(query.length, candidate.length);
  if (1 - Math.abs(query.length - candidate.length) / longest < MIN_WORD_SIMILARITY) return clipped;
  const typo = stringSimilarity(query, candidate);
  return Math.max(clipped, typo >= MIN_WORD_SIMILARITY ? typo : 0);
}

export interface NameScorer {
  /** Score in [0, 1] of a candidate key against the query. */
  score(candidate: string, candidateTokens?: readonly string[]): number;
  /** Never below `score`, and cheap: lets a search skip the whole-string edit distance. */
  upperBound(candidate: string, candidateTokens?: readonly string[]): number;
}

/**
 * Score = half whole-string edit similarity + half word overlap (each query word against its best
 * candidate word, divided by the longer word count so missing and extra words both cost). A
 * candidate whose words all appear in a longer query ("Montana" in "Montana Grizzlies") gets a bonus,
 * because feeds append mascots we do not know.
 *
 * Bound to one query so word scores are cached across a search: candidate names repeat words such
 * as "ste" and "university" hundreds of times.
 */
export function createNameScorer(query: string): NameScorer {
  const queryTokens = query.split(' ');
  const wordScores = queryTokens.map(() => new Map<string, number>());

  const wordPart = (candidateTokens: readonly string[]): number => {
    let total = 0;
    queryTokens.forEach((q, i) => {
      const cache = wordScores[i]!;
      let best = 0;
      for (const c of candidateTokens) {
        let score = cache.get(c);
        if (score === undefined) {
          score = tokenSimilarity(q, c);
          cache.set(c, score);
        }
        if (score > best) best = score;
      }
      total += best;
    });
    const contained =
      candidateTokens.length < queryTokens.length && candidateTokens.every((c) => queryTokens.includes(c));
    return 0.5 * (total / Math.max(queryTokens.length, candidateTokens.length)) + (contained ? 0.15 : 0);
  };

  return {
    score(candidate, candidateTokens = candidate.split(' ')) {
      if (query === candidate) return 1;
      return Math.min(1, 0.5 * stringSimilarity(query, candidate) + wordPart(candidateTokens));
    },
    upperBound(candidate, candidateTokens = candidate.split(' ')) {
      if (query === candidate) return 1;
      // Edit distance is at least the length difference.
      const lengthBound =
        1 - Math.abs(query.length - candidate.length) / Math.max(query.length, candidate.length);
      return Math.min(1, 0.5 * lengthBound + wordPart(candidateTokens));
    },
  };
}
