import type { Trend } from '../api/trends';
import { signedOneDecimal } from '../display/number-format';
import { situationName, situationPhrase, type Situation, type SituationRecord } from './situations';
import { atsShare, atsUnits, classifyTrend } from './trend-rules';

/**
 * The words of a trend, e.g.
 *   'PLAY ATS: Kansas City Chiefs (-3.5) are 18-7 ATS (72%) as home favourites since 2015 (20-5 SU, +10.3 units)'
 * The team's current line is in parentheses after its name ('PK' at a pick 'em) when there is one.
 */

/** 'W-L' or 'W-L-P'. */
export function recordText(wins: number, losses: number, draws: number): string {
  return draws > 0 ? `${wins}-${losses}-${draws}` : `${wins}-${losses}`;
}

/** '(-3.5)', '(+7.0)' → '(+7)', '(PK)'; empty without a line. */
export function teamLineText(line: number | null): string {
  if (line === null) return '';
  if (line === 0) return ' (PK)';
  const text = signedOneDecimal(line);
  return ` (${text.endsWith('.0') ? text.slice(0, -2) : text})`;
}

function unitsText(units: number): string {
  const sign = units > 0 ? '+' : units < 0 ? '-' : '';
  return `${sign}${Math.abs(units).toFixed(1)} units`;
}

export interface TrendInput {
  teamName: string;
  /** The team's own current line (negative = favoured), or null. */
  line: number | null;
  situation: Situation;
  record: SituationRecord;
  sinceSeason: number;
  gameId: string | null;
}

/** The published trend, or null when the record does not pass the thresholds of trend-rules.ts. */
export function buildTrend(input: TrendInput): Trend | null {
  const { ats, su } = input.record;
  const action = classifyTrend(ats);
  const share = atsShare(ats);
  if (action === null || share === null) return null;
  const percent = Math.round(share * 100);
  const text =
    `${action}: ${input.teamName}${teamLineText(input.line)} are ` +
    `${recordText(ats.wins, ats.losses, ats.pushes)} ATS (${percent}%) ` +
    `${situationPhrase(input.situation)} since ${input.sinceSeason} ` +
    `(${recordText(su.wins, su.losses, su.ties)} SU, ${unitsText(atsUnits(ats))})`;
  return {
    trend: text,
    team: input.teamName,
    situation: situationName(input.situation),
    wins: ats.wins,
    losses: ats.losses,
    pushes: ats.pushes,
    action,
    gameId: input.gameId,
  };
}
