/**
 * The figures of a bettor's list: the summary (record, units staked and won, ROI, average CLV, and
 * the same in dollars where a unit size was recorded) and the running series the chart draws (profit
 * and average CLV over time). Pure; the server's GET /api/bets and the page read them from here.
 */
import type { BetMarket, BetResult } from './bet-rules';

export interface SummarizableBet {
  readonly stake: number;
  readonly unitSize: number | null;
  readonly result: BetResult | null;
  readonly profit: number | null;
  /** CLV percent; null until the close is known. */
  readonly clv: number | null;
  /** The game's kickoff (ISO): bets are settled, and charted, in kickoff order. */
  readonly commenceTime: string;
  readonly market?: BetMarket;
}

export interface BetsSummaryFigures {
  count: number;
  staked: number;
  profit: number;
  roi: number | null;
  clv: number | null;
  wins: number;
  losses: number;
  pushes: number;
  voids: number;
  pending: number;
  dollars: { staked: number; profit: number; bets: number } | null;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  const r = Math.round(value * f) / f;
  return r === 0 ? 0 : r;
};

/**
 * As the record counts (summarize-record.ts): ROI is net units over units staked on decided bets (a
 * push or a void returns its stake, so it risked nothing); average CLV covers the bets whose close is
 * known, voids left out (they were never in action).
 */
export function summarizeBets(bets: readonly SummarizableBet[]): BetsSummaryFigures {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  let voids = 0;
  let pending = 0;
  let staked = 0;
  let profit = 0;
  let clvSum = 0;
  let clvCount = 0;
  let dollarStaked = 0;
  let dollarProfit = 0;
  let dollarBets = 0;
  for (const bet of bets) {
    switch (bet.result) {
      case 'win':
        wins++;
        break;
      case 'loss':
        losses++;
        break;
      case 'push':
        pushes++;
        break;
      case 'void':
        voids++;
        break;
      case null:
        pending++;
        break;
    }
    const decided = bet.result === 'win' || bet.result === 'loss';
    if (decided) staked += bet.stake;
    if (bet.profit !== null) profit += bet.profit;
    if (bet.clv !== null && bet.result !== 'void') {
      clvSum += bet.clv;
      clvCount++;
    }
    if (bet.unitSize !== null) {
      dollarBets++;
      if (decided) dollarStaked += bet.stake * bet.unitSize;
      if (bet.profit !== null) dollarProfit += bet.profit * bet.unitSize;
    }
  }
  return {
    count: bets.length,
    staked: round(staked, 2),
    profit: round(profit, 2),
    roi: staked > 0 ? round((profit / staked) * 100, 1) : null,
    clv: clvCount > 0 ? round(clvSum / clvCount, 2) : null,
    wins,
    losses,
    pushes,
    voids,
    pending,
    dollars:
      dollarBets > 0
        ? { staked: round(dollarStaked, 2), profit: round(dollarProfit, 2), bets: dollarBets }
        : null,
  };
}

export interface RunningPoint {
  /** The kickoff of the bet that moved the line (ISO). */
  readonly at: string;
  readonly value: number;
}

export interface RunningSeries {
  /** Cumulative net units after each graded bet, in kickoff order. */
  readonly profit: readonly RunningPoint[];
  /** Running mean CLV (percent) after each bet with a known close, in kickoff order. */
  readonly clv: readonly RunningPoint[];
}

/** The chart's two lines. Bets on the same kickoff are one step each, in the order given. */
export function runningSeries(bets: readonly SummarizableBet[]): RunningSeries {
  const ordered = [...bets].sort((a, b) => a.commenceTime.localeCompare(b.commenceTime));
  const profit: RunningPoint[] = [];
  const clv: RunningPoint[] = [];
  let net = 0;
  let clvSum = 0;
  let clvCount = 0;
  for (const bet of ordered) {
    if (bet.result === 'void') continue;
    if (bet.result !== null && bet.profit !== null) {
      net += bet.profit;
      profit.push({ at: bet.commenceTime, value: round(net, 2) });
    }
    if (bet.clv !== null) {
      clvSum += bet.clv;
      clvCount++;
      clv.push({ at: bet.commenceTime, value: round(clvSum / clvCount, 2) });
    }
  }
  return { profit, clv };
}
