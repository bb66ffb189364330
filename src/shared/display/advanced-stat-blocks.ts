import type { Game, TeamStatBlock } from '../api/games';
import type { SportCode } from '../league';

/**
 * Advanced team statistics as every card shows them (admin spec section 2): each team's offense
 * next to the other's defense, with the league's labels (NFL: Y/P, Pass NY/A, Rush Y/A, Sc%, TO%;
 * CFB: Pass Yds/G, Rush Y/P, TOT Y/P, TOT TO) and one-decimal values. Both leagues lead with what the
 * server always sends: season-to-date points per game (scored for an offense, allowed for a
 * defense) and games played. One function for the admin
 * card, the site's pick cards and the overlay.
 */
interface StatLabel {
  readonly key: keyof TeamStatBlock;
  readonly label: string;
  readonly percent: boolean;
}

/** Season-to-date scoring, sent for every game of both leagues whose teams have played. */
const SCORING_LABELS: readonly StatLabel[] = [
  { key: 'pointsPerGame', label: 'Pts/G', percent: false },
  { key: 'gamesPlayed', label: 'Games', percent: false },
];

const NFL_STAT_LABELS: readonly StatLabel[] = [
  ...SCORING_LABELS,
  { key: 'totalYardsPerPlay', label: 'Y/P', percent: false },
  { key: 'passNetYardsPerAttempt', label: 'Pass NY/A', percent: false },
  { key: 'rushYardsPerAttempt', label: 'Rush Y/A', percent: false },
  { key: 'scoringPercentage', label: 'Sc%', percent: true },
  { key: 'turnoverPercentage', label: 'TO%', percent: true },
];

const CFB_STAT_LABELS: readonly StatLabel[] = [
  ...SCORING_LABELS,
  { key: 'passingYardsPerGame', label: 'Pass Yds/G', percent: false },
  { key: 'rushYardsPerAttempt', label: 'Rush Y/P', percent: false },
  { key: 'totalYardsPerPlay', label: 'TOT Y/P', percent: false },
  { key: 'turnoverPercentage', label: 'TOT TO', percent: true },
];

interface StatRow {
  label: string;
  value: string;
}

/** The labels present in a block, with their one-decimal values. */
function statRows(block: TeamStatBlock, labels: readonly StatLabel[]): StatRow[] {
  return labels.flatMap(({ key, label, percent }) => {
    const value = block[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    const text = key === 'gamesPlayed' ? String(value) : value.toFixed(1);
    return [{ label, value: `${text}${percent ? '%' : ''}` }];
  });
}

interface StatBlock {
  title: string;
  rows: StatRow[];
}

const STAT_LABELS: Readonly<Record<SportCode, readonly StatLabel[]>> = {
  NFL: NFL_STAT_LABELS,
  CFB: CFB_STAT_LABELS,
};

type StatsOfGame = Pick<Game, 'sport' | 'awayTeam' | 'homeTeam' | 'totalProjections'>;

/** Away offense, home defense, home offense, away defense; blocks without a known stat are left out. */
export function advancedStatBlocks(game: StatsOfGame): StatBlock[] {
  const stats = game.totalProjections.advancedStats;
  if (!stats) return [];
  const labels = STAT_LABELS[game.sport];
  return [
    { title: `${game.awayTeam} Offense`, block: stats.awayTeamOffense },
    { title: `${game.homeTeam} Defense`, block: stats.homeTeamDefense },
    { title: `${game.homeTeam} Offense`, block: stats.homeTeamOffense },
    { title: `${game.awayTeam} Defense`, block: stats.awayTeamDefense },
  ]
    .map((b) => ({ title: b.title, rows: statRows(b.block, labels) }))
    .filter((b) => b.rows.length > 0);
}
