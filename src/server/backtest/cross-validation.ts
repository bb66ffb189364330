/**
 * Leave-one-season-out cross-validation of a choice between rating configurations. Each candidate is
 * walked forward once; for every held-out season the candidate with the lowest margin MAE on the OTHER
 * seasons is chosen, and that candidate's error on the held-out season is what counts. The
 * cross-validated MAE is the game-weighted mean over the held-out seasons, so no season's score saw
 * that season when the choice was made. A change is kept only when the cross-validated MAE of the
 * choice {without it, with it} is lower than without it.
 */

/** One candidate's walk-forward errors by season (absolute margin errors summed, and the games). */
export interface SeasonErrors {
  readonly season: number;
  readonly games: number;
  readonly absError: number;
}

export interface Candidate {
  readonly name: string;
  readonly seasons: readonly SeasonErrors[];
}

export interface Fold {
  readonly heldOut: number;
  readonly games: number;
  /** The candidate chosen on the other seasons, and its MAE on the held-out one. */
  readonly chosen: string;
  readonly mae: number;
}

export interface CrossValidation {
  readonly folds: readonly Fold[];
  /** Game-weighted MAE of the chosen candidates on their held-out seasons. */
  readonly mae: number;
  readonly games: number;
}

function errorsOf(candidate: Candidate, season: number): SeasonErrors {
  const found = candidate.seasons.find((s) => s.season === season);
  if (!found) throw new Error(`${candidate.name} has no games in ${season}`);
  return found;
}

/** Game-weighted MAE of a candidate over the given seasons. */
export function maeOver(candidate: Candidate, seasons: readonly number[]): number {
  let games = 0;
  let error = 0;
  for (const season of seasons) {
    const s = errorsOf(candidate, season);
    games += s.games;
    error += s.absError;
  }
  return error / games;
}

/** Leave-one-season-out over `seasons` (at least two); ties go to the earlier candidate (the simpler one). */
export function leaveOneSeasonOut(
  candidates: readonly Candidate[],
  seasons: readonly number[],
): CrossValidation {
  if (candidates.length === 0) throw new Error('No candidates');
  if (seasons.length < 2) throw new Error('Leave-one-season-out needs at least two seasons');
  const folds: Fold[] = [];
  let games = 0;
  let error = 0;
  for (const heldOut of seasons) {
    const others = seasons.filter((s) => s !== heldOut);
    let best = candidates[0]!;
    let bestMae = maeOver(best, others);
    for (const c of candidates.slice(1)) {
      const mae = maeOver(c, others);
      if (mae < bestMae - 1e-12) {
        best = c;
        bestMae = mae;
      }
    }
    const held = errorsOf(best, heldOut);
    folds.push({ heldOut, games: held.games, chosen: best.name, mae: held.absError / held.games });
    games += held.games;
    error += held.absError;
  }
  return { folds, mae: error / games, games };
}

export interface ChangeVerdict {
  readonly change: string;
  /** MAE of the configuration without and with the change over all the seasons (in sample). */
  readonly before: number;
  readonly after: number;
  /** Cross-validated MAE of choosing between the two. */
  readonly crossValidated: number;
  /** Seasons whose MAE the change lowered, of all. */
  readonly seasonsBetter: number;
  readonly seasons: number;
  /** True when the cross-validated figure is below the configuration without the change. */
  readonly keep: boolean;
}

/** Judges `after` against `before` by leave-one-season-out over `seasons`. */
export function judgeChange(before: Candidate, after: Candidate, seasons: readonly number[]): ChangeVerdict {
  const cv = leaveOneSeasonOut([before, after], seasons);
  const withoutChange = maeOver(before, seasons);
  return {
    change: after.name,
    before: withoutChange,
    after: maeOver(after, seasons),
    crossValidated: cv.mae,
    seasonsBetter: seasons.filter(
      (s) =>
        errorsOf(after, s).absError / errorsOf(after, s).games <
        errorsOf(before, s).absError / errorsOf(before, s).games,
    ).length,
    seasons: seasons.length,
    keep: cv.mae < withoutChange - 1e-12,
  };
}
