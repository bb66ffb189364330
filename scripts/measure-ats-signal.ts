/**
 * Does a team's ATS record this season say anything about its next cover? For every NFL game of the
 * bundled nflverse data from 2010, each team's season-to-date ATS record before kickoff (the same
 * shared maths as the cards) is put in its badge tier (70/55, at least MIN_DECIDED decided games),
 * and the tier's next-game cover rate is counted. docs/pricing.md quotes the result.
 *
 *   npx tsx scripts/measure-ats-signal.ts
 */
import { atsConfidence, atsPercentage } from '../src/shared/display/ats-badge';
import { toTeamGames, type HistoricGame } from '../src/shared/trends/situations';
import { seasonAtsRecord } from '../src/shared/trends/team-ats';
import { loadNflGames } from '../src/server/history/nfl-games';

const FROM_SEASON = 2010;
const MIN_DECIDED = 4;

const historic: HistoricGame[] = loadNflGames()
  .filter((g) => g.season >= FROM_SEASON && g.homeScore !== undefined && g.awayScore !== undefined)
  .map((g) => ({
    kickoff: g.kickoff,
    season: g.season,
    homeTeamId: g.home,
    awayTeamId: g.away,
    homeScore: g.homeScore!,
    awayScore: g.awayScore!,
    closingHomeLine: g.homeLine ?? null,
    divisional: null,
  }));
const teamGames = toTeamGames(historic);
const tally = new Map<string, { covers: number; fails: number }>();
for (const g of teamGames) {
  if (g.line === null) continue;
  const cover = g.margin + g.line;
  if (cover === 0) continue;
  const record = seasonAtsRecord(teamGames, g.teamId, { season: g.season, before: g.kickoff });
  if (record.wins + record.losses < MIN_DECIDED) continue;
  const tier = atsConfidence(atsPercentage(record) ?? Number.NaN).tier;
  const t = tally.get(tier) ?? { covers: 0, fails: 0 };
  if (cover > 0) t.covers++;
  else t.fails++;
  tally.set(tier, t);
}
for (const tier of ['HIGH', 'MED', 'LOW']) {
  const t = tally.get(tier) ?? { covers: 0, fails: 0 };
  const n = t.covers + t.fails;
  console.log(
    `${tier}: next game ${t.covers}-${t.fails} ATS (${((100 * t.covers) / n).toFixed(1)}%, n=${n})`,
  );
}
