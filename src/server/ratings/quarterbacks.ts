import type { QuarterbackSettings } from './rating-config';

/**
 * Starting quarterbacks, FiveThirtyEight's QB-adjusted Elo in spirit but learned from results only. Each
 * quarterback has a points term q inside the ridge fit (his side's points carry + q[starter]), pulled
 * toward a prior: `newPrior` for one never seen start, else his own term at the end of last season
 * regressed toward 0 by `seasonRegression`. The term follows the player across seasons and teams; the
 * team's offense is the rest. So a team's expected score moves when its starter changes, by the
 * difference of the two quarterbacks' terms.
 *
 * When the starter of a game to price is not given (upcoming games from odds feeds), the team's most
 * recent starter is assumed.
 */
export class QuarterbackBook {
  private readonly index = new Map<string, number>();
  private readonly ids: string[] = [];
  /** Prior term of each quarterback for the current season. */
  private readonly prior: number[] = [];
  private readonly starts: number[] = [];
  /** Each team's most recent starter (quarterback index). */
  private readonly lastStarter = new Map<number, number>();

  constructor(private readonly settings: QuarterbackSettings) {}

  priors(): Float64Array {
    return Float64Array.from(this.prior);
  }

  priorOf(qb: number): number {
    return this.prior[qb]!;
  }

  id(qb: number): string | undefined {
    return this.ids[qb];
  }

  /** Index of a quarterback, added with the new-quarterback prior when first seen. */
  player(id: string): number {
    const known = this.index.get(id);
    if (known !== undefined) return known;
    const q = this.ids.length;
    this.index.set(id, q);
    this.ids.push(id);
    this.prior.push(this.settings.newPrior);
    this.starts.push(0);
    return q;
  }

  /** Today's starter: the given one, else the team's most recent starter, else none (−1). */
  starter(team: number, id: string | undefined): number {
    if (id !== undefined && id !== '') return this.player(id);
    return this.lastStarter.get(team) ?? -1;
  }

  recordStart(team: number, qb: number): void {
    if (qb < 0) return;
    this.starts[qb] = this.starts[qb]! + 1;
    this.lastStarter.set(team, qb);
  }

  /** Pre-season: the prior of every quarterback who has started becomes his latest term regressed toward 0. */
  startSeason(term: (qb: number) => number): void {
    const keep = 1 - this.settings.seasonRegression;
    for (let q = 0; q < this.ids.length; q++) if (this.starts[q]! > 0) this.prior[q] = keep * term(q);
  }
}
