/**
 * One folding for every team spelling, so "San José St.", "San Jose State" and "SAN JOSE ST" meet on
 * the same key whichever feed or person typed them.
 */

// Hawaiian okina, typographic quotes and backticks all appear in feeds for the same apostrophe.
const APOSTROPHES = /['\u2018\u2019\u02BB\u02BC`\u00B4]/g;

/**
 * "St" means State ("Kennesaw St") or Saint ("St. Thomas") depending on position and school, and
 * guessing wrong breaks St. Louis. Folding State, Saint and St to one token matches every spelling
 * without deciding which was meant; no two teams differ only by State versus Saint. The token is
 * "ste", not "st", so that "Missouri S&T" (folded to "st" below) stays apart from "Missouri St".
 */
const CANONICAL_TOKENS: Readonly<Record<string, string>> = {
  st: 'ste',
  state: 'ste',
  saint: 'ste',
  ft: 'fort',
  mt: 'mount',
  intl: 'international',
  univ: 'university',
};

function fold(text: string): string[] {
  const cleaned = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/&/g, ' and ')
    // Dropping dots (not spacing them) keeps initialisms whole: "N.Y." -> "ny", "N.C. State" -> "nc state".
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return cleaned === '' ? [] : cleaned.split(' ');
}

/** "a and m" (from "A&M", "A & M") -> "am", so "Texas A&M" and "Texas AM" agree; "William & Mary" stays. */
function joinLetterPairs(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] ?? '';
    const second = tokens[i + 2];
    if (first.length === 1 && tokens[i + 1] === 'and' && second !== undefined && second.length === 1) {
      out.push(first + second);
      i += 2;
    } else {
      out.push(first);
    }
  }
  return out;
}

/** The lookup key: lower case, no accents or punctuation, single spaces, State/Saint/St folded. */
export function normaliseTeamName(text: string): string {
  const tokens = fold(text);
  // "The Citadel" and "Citadel Bulldogs" name the same school.
  if (tokens.length > 1 && tokens[0] === 'the') tokens.shift();
  // Letter pairs are joined after canonicalising so a joined "S&T" is never read as "St".
  return joinLetterPairs(tokens.map((token) => CANONICAL_TOKENS[token] ?? token)).join(' ');
}

/** A readable id from a school name: "San José State" -> "san-jose-state", "Miami (OH)" -> "miami-oh". */
export function slugifyTeamName(text: string): string {
  return joinLetterPairs(fold(text)).join('-');
}
