import { ratingsFreshnessText } from '../ratings/ratings-freshness';
import type { AiSummary, Recommendation } from '../api/games';
import { formatEdgePercentage } from '../display/edge-display';
import { evPer100Text } from '../display/ev-text';
import { enumLabel } from '../display/labels';
import { formatAmericanOdds } from '../odds/american-odds';
import {
  FAIR_LINE_LABEL,
  leanRecordText,
  RATINGS_LINE_LABEL,
  ratingsLeanText,
} from '../display/market-lines';
import { modelSpreadText, NO_RECOMMENDATION_TEXT } from '../display/spread-text';
import { favouriteLineText, formatPoint, percentText, plainNumber, unitsPhrase } from '../pricing/format-bet';
import { isActionable } from '../pricing/actionable-price';
import type { PricedGame, PricedLine } from '../pricing/types';
import {
  DEFAULT_RISK_TEXT,
  type AdvancedStats,
  type ContextualFactor,
  type ExplainContext,
} from './explain-context';
import { phrasePicker, type PhrasePicker } from './pick-phrase';

/**
 * The deterministic explanation: bettor English built only from the priced analysis and the context
 * (stats, editor factors, injury adjustment). It is the offline writer and the fallback whenever an AI
 * reply is missing or fails the number check; its own output always passes that check (tested over
 * generated analyses), because every number it prints is a stored field in the formatting the check
 * accepts: lines as stored ('-3.5', '7'), one decimal for model numbers and edges, percentages of
 * stored probabilities at one decimal.
 */

const RECOMMENDATION_WORDS: Record<Recommendation, string> = {
  STRONG_BET: 'Strong bet',
  GOOD_BET: 'Good bet',
  BET: 'Lean',
};

const FACTOR_WORDS: Record<ContextualFactor, string> = {
  weather: 'weather',
  schedule: 'a schedule spot',
  travel: 'travel',
  injury: 'a key injury',
  motivation: 'motivation',
  primetime: 'a primetime setting',
};

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'a' or 'an' before a number as it is read aloud: an 8.9% edge, an 11-point gap, a 6.5-point split. */
export function article(numberText: string): 'a' | 'an' {
  return /^(8|11|18)(?!\d)|^8\d/.test(numberText.replace(/^[+$]+/, '')) ? 'an' : 'a';
}

function seedOf(priced: PricedGame, context: ExplainContext): string {
  return context.gameId ?? `${priced.awayTeam.id}@${priced.homeTeam.id}:${priced.kickoff.toISOString()}`;
}

/** The lead price (any market), or null when nothing can be recommended from current prices. */
function bestFresh(priced: PricedGame): PricedLine | null {
  return priced.lead;
}

/**
 * How a price's win chance is said: a spread covers; a total or a moneyline wins (pushes excluded
 * either way), so a total lead never reads as 'covers'.
 */
export function winWords(market: PricedLine['market']): { verb: string; toWin: string; chance: string } {
  return market === 'spread'
    ? { verb: 'covers', toWin: 'to cover', chance: 'cover chance' }
    : { verb: 'wins', toWin: 'to win', chance: 'win chance' };
}

/** Every edge is measured against the market fair line (price-game.ts); a recommendation needs one. */
function againstWhat(): string {
  return 'against the market fair line';
}

function bestBetText(priced: PricedGame, pick: PhrasePicker): string {
  const best = bestFresh(priced);
  if (priced.modelSpread === null || !best) return NO_RECOMMENDATION_TEXT;
  if (!priced.recommendation) {
    const edge = formatEdgePercentage(best.edge);
    const min = plainNumber(priced.settings.minEdgeForBet);
    return pick('pass', [
      `No bet. The best price, ${best.betString} at ${best.name}, carries ${article(edge)} ${edge} edge, short of the ${min}% a recommendation needs.`,
      `Pass: ${best.betString} at ${best.name} is the best number on the board, but its ${edge} edge is under the ${min}% threshold.`,
      `No recommendation at current prices: ${best.betString} at ${best.name} rates ${edge}, below the ${min}% minimum.`,
    ]);
  }
  const label = RECOMMENDATION_WORDS[priced.recommendation];
  const edge = `${best.edge.toFixed(1)}%`;
  const ev = evPer100Text(best.evPer100);
  const cover = percentText(best.coverProbability);
  const breakEven = percentText(best.breakEven);
  const units = unitsPhrase(priced.units);
  const against = againstWhat();
  const words = winWords(best.market);
  let text = pick('bet', [
    `${label}: ${best.betString} at ${best.name}. Priced ${against}, it ${words.verb} ${cover} of the time against ${article(breakEven)} ${breakEven} break-even, ${article(edge)} ${edge} edge (${ev}); stake ${units}.`,
    `${label}: take ${best.betString} at ${best.name}. Edge ${edge} (${ev}) ${against}: ${cover} ${words.toWin} versus ${breakEven} needed at this price. Suggested stake ${units}.`,
    `${label} on ${best.betString} at ${best.name}: ${article(edge)} ${edge} edge ${against}, ${ev}, with ${article(cover)} ${cover} ${words.chance} against ${breakEven} break-even. Stake ${units}.`,
  ]);
  const sameMarket: readonly PricedLine[] = best.market === 'spread' ? priced.books : priced.marketLines;
  const second = sameMarket.filter((b) => b.market === best.market && isActionable(b))[1];
  if (second && second.side === best.side && second.edge >= priced.settings.minEdgeForBet) {
    text += pick('alternative', [
      ` Alternative: ${second.betString} at ${second.name}.`,
      ` Also playable: ${second.betString} at ${second.name} (${second.edge.toFixed(1)}% edge).`,
    ]);
  }
  return text;
}

function confidenceSentence(priced: PricedGame, pick: PhrasePicker): string {
  const c = priced.confidence;
  const p = c.points;
  const reasons: string[] = [];
  if ((p.marketDepth ?? 0) > 0) reasons.push('the fair line rests on a deep market');
  if ((p.marketDepth ?? 0) < 0) reasons.push('the fair line rests on few books');
  if ((p.bookAgreement ?? 0) > 0) reasons.push('more than one book offers the price');
  if (c.caps.includes('stalePrices')) reasons.push('some prices are stale');
  const level = enumLabel(priced.confidenceLevel).toLowerCase();
  if (reasons.length === 0) return pick('confidence', [`Confidence: ${level}.`, `Confidence is ${level}.`]);
  return pick('confidence', [
    `Confidence: ${level} (${listWords(reasons)}).`,
    `Confidence is ${level}: ${listWords(reasons)}.`,
  ]);
}

function keyInsightText(priced: PricedGame, pick: PhrasePicker): string {
  const home = priced.homeTeam.shortName;
  const away = priced.awayTeam.shortName;
  const fair = priced.fairLine?.spread ?? null;
  const ratings = priced.ratingsSpread;
  if (priced.modelSpread === null || priced.homeExpectedScore === null || priced.awayExpectedScore === null) {
    if (fair !== null) return `${FAIR_LINE_LABEL}: ${modelSpreadText(fair, home, away)}.`;
    const market = priced.vegasSpread === null ? null : favouriteLineText(priced.vegasSpread, home, away);
    return market === null
      ? 'There is no current market line and the BetLens ratings cannot price this game yet.'
      : `The BetLens ratings cannot price this game yet; the market has it ${market}.`;
  }
  const score = `${away} ${priced.awayExpectedScore.toFixed(1)}, ${home} ${priced.homeExpectedScore.toFixed(1)}`;
  const sentences: string[] = [];
  if (fair === null) {
    sentences.push(
      `${RATINGS_LINE_LABEL} make it ${modelSpreadText(priced.modelSpread, home, away)} (projected ${score}); there is no current sportsbook spread, so no edge is measured.`,
    );
  } else {
    const fairText = modelSpreadText(fair, home, away);
    sentences.push(
      pick('model', [
        `The ${FAIR_LINE_LABEL.toLowerCase()} is ${fairText}, the price the books agree on once their margin is removed (projected ${score}).`,
        `${FAIR_LINE_LABEL}: ${fairText}, the books' consensus once their margin is removed (projected ${score}).`,
      ]),
    );
    const staleRatings = priced.ratingsFreshness?.outOfDate
      ? ratingsFreshnessText(priced.ratingsFreshness)
      : null;
    if (ratings !== null && staleRatings !== null) {
      sentences.push(`${staleRatings} (${RATINGS_LINE_LABEL} ${modelSpreadText(ratings, home, away)}).`);
    } else if (ratings !== null) {
      sentences.push(
        priced.ratingsLean
          ? `${ratingsLeanText(priced.ratingsLean)} (${RATINGS_LINE_LABEL} ${modelSpreadText(ratings, home, away)}): an opinion, not an edge.${priced.ratingsLean.record ? ` ${leanRecordText(priced.ratingsLean.record)}.` : ''}`
          : `${RATINGS_LINE_LABEL} ${modelSpreadText(ratings, home, away)}, close to the market.`,
      );
    }
    const best = bestFresh(priced);
    if (best) {
      sentences.push(
        pick('shop', [
          `The edge is ${best.name}'s price for ${best.betString} against the market's fair price at that number.`,
          `An edge comes only from a book's price beating the market's fair price at its number: best is ${best.betString} at ${best.name}.`,
        ]),
      );
    }
  }
  if (priced.keyNumbersCrossed.length > 0) {
    const keys = listWords(priced.keyNumbersCrossed.map(String));
    sentences.push(
      pick('keys', [
        `Between the priced line and the best number lie ${keys}, the most common NFL margins, so each half point here is worth more than usual.`,
        `The best number crosses the key number${priced.keyNumbersCrossed.length > 1 ? 's' : ''} ${keys}, where NFL games land most often.`,
      ]),
    );
  }
  const lean = priced.totalLean;
  if (lean && priced.modelTotal !== null) {
    const side = lean.side === 'over' ? 'Over' : 'Under';
    sentences.push(
      `Total: fair ${priced.modelTotal.toFixed(1)}; ${side} ${plainNumber(lean.point)} (${formatAmericanOdds(lean.price)}) at ${lean.bookName} rates ${lean.edge.toFixed(1)}% (${percentText(lean.probability)} vs ${percentText(lean.breakEven)} break-even).`,
    );
  }
  const wong = priced.wong;
  if (wong && wong.side && wong.teamLine !== null && wong.teasedLine !== null) {
    const team = wong.side === 'home' ? home : away;
    if (wong.label === 'WONG-ELIGIBLE' && wong.legProbability !== null) {
      const leg = percentText(wong.legProbability);
      const breakEven = percentText(wong.legBreakEven);
      const teaser = `a two-team ${wong.teaserPoints}-point teaser at ${formatAmericanOdds(wong.teaserPrice)}`;
      sentences.push(
        wong.legProbability >= wong.legBreakEven
          ? `Wong teaser leg: ${team} ${formatPoint(wong.teamLine)} teases to ${formatPoint(wong.teasedLine)}; at the priced line it covers ${leg} against the ${breakEven} break-even of ${teaser}.`
          : `${team} ${formatPoint(wong.teamLine)} fits the Wong teaser pattern, but at the priced line the teased leg (${formatPoint(wong.teasedLine)}) covers only ${leg} against the ${breakEven} break-even of ${teaser}.`,
      );
    } else if (wong.label === 'WONG-MARGINAL') {
      sentences.push(
        priced.marketTotal === null
          ? `${team} ${formatPoint(wong.teamLine)} fits the Wong teaser range, but with no market total it is only marginal.`
          : `${team} ${formatPoint(wong.teamLine)} fits the Wong teaser range, but a total of ${plainNumber(priced.marketTotal)} is high for one.`,
      );
    }
  }
  sentences.push(confidenceSentence(priced, pick));
  return sentences.join(' ');
}

function riskText(priced: PricedGame, context: ExplainContext, pick: PhrasePicker): string {
  const s = priced.settings;
  const risks: string[] = [];
  const best = bestFresh(priced);
  if (priced.books.length > 0 && !best) risks.push('No sportsbook price is current, so no edge is claimed.');
  if (priced.flags.stalePrices) {
    risks.push(
      pick('stale', [
        `Some prices are more than ${s.staleAfterMinutes} minutes old and claim no edge; refresh the odds before betting.`,
        `Prices older than ${s.staleAfterMinutes} minutes are listed without an edge: check the current number first.`,
      ]),
    );
  }
  for (const b of priced.books.filter((x) => !x.stale && x.offMarket)) {
    risks.push(
      b.offMarketReason === 'edge'
        ? `${b.name} shows ${b.betString}, ${article(formatEdgePercentage(b.edge))} ${formatEdgePercentage(b.edge)} edge, above the ${plainNumber(s.verifyEdgeAbove)}% check level. Off-market price: verify before betting (a stale or mistaken line, or news the rest of the market has).`
        : b.offMarketReason === 'alternate'
          ? `${b.name} shows ${b.betString}, an alternate number far from the market's, not its main line.`
          : `${b.name} shows ${b.betString}, far from the fair line. Off-market price: verify before betting (a stale or mistaken line, or news the rest of the market has).`,
    );
  }
  if (priced.keyNumbersCrossed.length > 0) {
    risks.push(
      `The line sits near ${listWords(priced.keyNumbersCrossed.map(String))}: half a point either way decides many NFL results.`,
    );
  }
  if (priced.neutralSite) risks.push('Neutral site: no home-field advantage is included.');
  const injury = priced.injuryAdjustment;
  if (injury !== null && injury !== 0 && priced.injuryFavourite) {
    const favourite = priced.injuryFavourite === 'home' ? priced.homeTeam : priced.awayTeam;
    const underdog = priced.injuryFavourite === 'home' ? priced.awayTeam : priced.homeTeam;
    const weakened =
      injury > 0 ? `${favourite.shortName} (the favourite)` : `${underdog.shortName} (the underdog)`;
    risks.push(
      `Expert context: ${article(plainNumber(Math.abs(injury)))} ${plainNumber(Math.abs(injury))}-point injury adjustment against ${weakened}. It is our editors' view beside the edge; the edge is the market's price alone.`,
    );
  }
  const factors = context.contextualFactors ?? [];
  if (factors.length > 0) {
    risks.push(`Our editors flag ${listWords(factors.map((f) => FACTOR_WORDS[f]))} for this game.`);
  }
  return risks.length > 0 ? risks.join(' ') : DEFAULT_RISK_TEXT;
}

type StatKey = keyof AdvancedStats['homeTeamOffense'];

interface StatMetric {
  readonly key: StatKey;
  readonly words: string;
  readonly format: (v: number) => string;
  /** Whether more is better for the offense (turnovers: less is better). */
  readonly offenseWantsMore: boolean;
}

const oneDecimal = (v: number) => v.toFixed(1);
const twoDecimals = (v: number) => v.toFixed(2);
const fractionPercent = (v: number) => `${(v * 100).toFixed(1)}%`;
const percentValue = (v: number) => `${v.toFixed(1)}%`;

const STAT_METRICS: readonly StatMetric[] = [
  { key: 'pointsPerGame', words: 'points per game', format: oneDecimal, offenseWantsMore: true },
  { key: 'totalYardsPerPlay', words: 'yards per play', format: oneDecimal, offenseWantsMore: true },
  { key: 'ppaPerPlay', words: 'points added per play', format: twoDecimals, offenseWantsMore: true },
  { key: 'successRate', words: 'success rate', format: fractionPercent, offenseWantsMore: true },
  { key: 'passNetYardsPerAttempt', words: 'net yards per pass', format: oneDecimal, offenseWantsMore: true },
  { key: 'rushYardsPerAttempt', words: 'yards per rush', format: oneDecimal, offenseWantsMore: true },
  { key: 'passingYardsPerGame', words: 'passing yards per game', format: oneDecimal, offenseWantsMore: true },
  { key: 'scoringPercentage', words: 'scoring rate on drives', format: percentValue, offenseWantsMore: true },
  {
    key: 'turnoverPercentage',
    words: 'turnover rate on drives',
    format: percentValue,
    offenseWantsMore: false,
  },
];

function statsText(priced: PricedGame, stats: AdvancedStats | null | undefined, pick: PhrasePicker): string {
  if (!stats) return '';
  const home = priced.homeTeam.shortName;
  const away = priced.awayTeam.shortName;
  const matchups = [
    { offense: away, defense: home, off: stats.awayTeamOffense, def: stats.homeTeamDefense },
    { offense: home, defense: away, off: stats.homeTeamOffense, def: stats.awayTeamDefense },
  ];
  const sentences: string[] = [];
  const advantage: { team: string; margin: number }[] = [];
  for (const m of matchups) {
    const metrics = STAT_METRICS.filter((metric) => {
      const o = m.off[metric.key];
      const d = m.def[metric.key];
      return typeof o === 'number' && Number.isFinite(o) && typeof d === 'number' && Number.isFinite(d);
    }).slice(0, 2);
    const parts = metrics.map((metric) => {
      const o = m.off[metric.key] as number;
      const d = m.def[metric.key] as number;
      return `${metric.format(o)} ${metric.words} against ${metric.format(d)} allowed`;
    });
    const lead = metrics[0];
    if (lead) {
      const o = m.off[lead.key] as number;
      const d = m.def[lead.key] as number;
      // Relative, so yards and rates compare on one scale; the sign says who the matchup favours.
      const scale = Math.max(Math.abs(o), Math.abs(d), 1e-9);
      advantage.push({ team: m.offense, margin: ((lead.offenseWantsMore ? 1 : -1) * (o - d)) / scale });
    }
    if (parts.length > 0) {
      sentences.push(
        pick(`stats-${m.offense}`, [
          `${m.offense} offense vs ${m.defense} defense: ${listWords(parts)}.`,
          `When ${m.offense} have the ball: ${listWords(parts)} by ${m.defense}.`,
        ]),
      );
    }
  }
  if (sentences.length === 0) return '';
  const [a, b] = advantage;
  if (a && b && a.margin !== b.margin) {
    const better = a.margin > b.margin ? a.team : b.team;
    sentences.push(`On these numbers the ${better} offense has the better matchup.`);
  }
  sentences.push(`(${stats.source}, ${stats.season} season.)`);
  return sentences.join(' ');
}

export function writeSummary(priced: PricedGame, context: ExplainContext = {}): AiSummary {
  const pick = phrasePicker(seedOf(priced, context));
  return {
    bestBet: bestBetText(priced, pick),
    riskFactors: riskText(priced, context, pick),
    keyInsight: keyInsightText(priced, pick),
    advancedStatsInsight: statsText(priced, context.advancedStats, pick),
  };
}
