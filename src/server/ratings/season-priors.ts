import type { PriorSettings } from './rating-config';

/**
 * Pre-season baselines: what a team is expected to be before it plays, in rating points (margin vs an
 * average top-division team on a neutral field, and its tilt toward high- or low-scoring games).
 * College baselines come from the PREVIOUS season's end-of-season SP+ and FPI: season N's published
 * values already contain season N's results, so they may only seed season N + 1.
 */

/** End-of-season published ratings of a team (college: CFBD SP+ and ESPN FPI). */
export interface TeamSeasonRating {
  readonly season: number;
  readonly team: string;
  /** SP+ overall: points better than an average FBS team. */
  readonly spOverall?: number;
  /** SP+ offense (points scored, higher is better) and defense (points allowed, lower is better). */
  readonly spOffense?: number;
  readonly spDefense?: number;
  /** ESPN FPI: expected points margin vs an average team. */
  readonly fpi?: number;
  /** 247Sports team talent composite (roster recruiting ratings). */
  readonly talent?: number;
}

export interface TeamBaseline {
  /** Expected margin vs an average top-division team on a neutral field. */
  readonly margin: number;
  /** Offense + defense tilt: points this team adds to a game's total. */
  readonly total: number;
}

export function offenseDefense(baseline: TeamBaseline): { offense: number; defense: number } {
  return { offense: (baseline.total + baseline.margin) / 2, defense: (baseline.total - baseline.margin) / 2 };
}

interface SeasonTable {
  readonly byTeam: ReadonlyMap<string, TeamSeasonRating>;
  readonly averageOffense: number;
  readonly averageDefense: number;
  readonly talentMean: number;
  readonly talentSd: number;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

export class PreseasonBaselines {
  private readonly seasons = new Map<number, SeasonTable>();

  constructor(
    ratings: readonly TeamSeasonRating[],
    private readonly settings: PriorSettings,
  ) {
    const grouped = new Map<number, TeamSeasonRating[]>();
    for (const r of ratings) {
      const list = grouped.get(r.season) ?? [];
      list.push(r);
      grouped.set(r.season, list);
    }
    for (const [season, rows] of grouped) {
      const byTeam = new Map(rows.map((r) => [r.team, r]));
      const offense = rows.flatMap((r) => (r.spOffense === undefined ? [] : [r.spOffense]));
      const defense = rows.flatMap((r) => (r.spDefense === undefined ? [] : [r.spDefense]));
      const talent = rows.flatMap((r) => (r.talent === undefined ? [] : [r.talent]));
      const talentMean = mean(talent);
      const talentSd = Math.sqrt(mean(talent.map((t) => (t - talentMean) ** 2)));
      this.seasons.set(season, {
        byTeam,
        averageOffense: mean(offense),
        averageDefense: mean(defense),
        talentMean,
        talentSd,
      });
    }
  }

  /** Whether published ratings exist to seed `season` (i.e. for season − 1). */
  hasRatingsFor(season: number): boolean {
    return this.seasons.has(season - 1);
  }

  /**
   * Baseline for `team` going into `season`. Only season − 1 ratings are read. A top-division team with
   * no published rating is new to FBS (unless no ratings exist at all for that year, when it is average).
   */
  baseline(season: number, team: string, topDivision: boolean): TeamBaseline {
    const table = this.seasons.get(season - 1);
    if (!topDivision) return { margin: this.settings.lowerDivisionMargin, total: 0 };
    if (!table) return { margin: 0, total: 0 };
    const last = this.fromTable(table, team);
    if (!last) return { margin: this.settings.newTopDivisionMargin, total: 0 };
    const w2 = this.settings.twoSeasonsBackWeight ?? 0;
    const older = w2 > 0 ? this.seasons.get(season - 2) : undefined;
    const before = older ? this.fromTable(older, team) : undefined;
    if (!before) return last;
    return { margin: (1 - w2) * last.margin + w2 * before.margin, total: last.total };
  }

  /** Baseline from one season's published ratings; undefined when the team has no SP+ or FPI there. */
  private fromTable(table: SeasonTable, team: string): TeamBaseline | undefined {
    const row = table.byTeam.get(team);
    if (!row) return undefined;
    const { spWeight, fpiWeight } = this.settings;
    const scale = spWeight + fpiWeight;
    let margin: number;
    if (row.spOverall !== undefined && row.fpi !== undefined)
      margin = spWeight * row.spOverall + fpiWeight * row.fpi;
    else if (row.spOverall !== undefined) margin = scale * row.spOverall;
    else if (row.fpi !== undefined) margin = scale * row.fpi;
    else return undefined;
    if (row.talent !== undefined && table.talentSd > 0) {
      margin += (this.settings.talentWeight * (row.talent - table.talentMean)) / table.talentSd;
    }
    const total =
      row.spOffense !== undefined && row.spDefense !== undefined
        ? scale * (row.spOffense - table.averageOffense + (row.spDefense - table.averageDefense))
        : 0;
    return { margin, total };
  }
}
