import { aiSummarySchema, type AiSummary } from '../api/games';
import { formatEdgePercentage } from '../display/edge-display';
import { evPer100Text } from '../display/ev-text';
import { enumLabel } from '../display/labels';
import {
  FAIR_LINE_LABEL,
  fairLineMethodText,
  pricingBasisText,
  RATINGS_LINE_LABEL,
  ratingsLeanText,
} from '../display/market-lines';
import { modelSpreadText, NO_RECOMMENDATION_TEXT } from '../display/spread-text';
import { formatAmericanOdds } from '../odds/american-odds';
import { favouriteLineText, formatPoint, percentText, plainNumber, unitsPhrase } from '../pricing/format-bet';
import type { PricedGame, PricedLine } from '../pricing/types';
import { unsupportedNumbers } from './check-numbers';
import { DEFAULT_RISK_TEXT, type ExplainContext } from './explain-context';
import { winWords, writeSummary } from './write-summary';

/**
 * The Anthropic path: a prompt that hands the model the analysis as already-formatted facts (so the
 * easiest thing for it to do is to reuse them verbatim), and a strict reader of its reply. The reply is
 * published only if it parses, names no number outside the analysis and promises nothing; otherwise
 * the deterministic writer's text is used (acceptExplanation).
 */

const SYSTEM_PROMPT = [
  'You are a careful sports-betting analyst writing short explanations of one football game for paying bettors.',
  'Reply with a single JSON object and nothing else: no prose before or after it, no code fences.',
  'The object has exactly four string keys: "bestBet", "riskFactors", "keyInsight", "advancedStatsInsight".',
  '- bestBet: the recommended bet in one or two sentences (team, line, price, sportsbook, edge, stake), or exactly "No recommendation available" when the facts say there is none.',
  '- riskFactors: the specific risks listed in the facts, in plain words; if none are listed, exactly "Standard betting risks apply".',
  '- keyInsight: what the numbers say: the market fair line (no-vig consensus of the books) and projected score, the BetLens ratings line and any ratings lean, and why the best price is or is not worth taking (an edge here is one book beating the fair price at its number), plus any key-number, total or teaser note given.',
  'Name every line for what it is: "fair line (market, no-vig)" for the market\'s, "BetLens ratings" for the ratings\'. Never call the market\'s line the model\'s or our own.',
  '- advancedStatsInsight: what the team statistics given say about the matchup; an empty string when no statistics are given.',
  'Use ONLY the numbers in the facts, written exactly as they appear there (you may drop a plus or minus sign). Do not calculate new numbers, round differently, or add records, trends, dates, times, player statistics or anything else not listed.',
  'Never promise or imply a win: no "lock", "guaranteed", "sure thing" or similar. Betting carries risk and the text must read that way.',
  'Plain English for bettors, American odds as given (e.g. -110), no markdown.',
].join('\n');

function line(label: string, value: string): string {
  return `- ${label}: ${value}`;
}

/** The facts block: every number the explanation may use, formatted the way it should be written. */
export function explainFacts(priced: PricedGame, context: ExplainContext = {}): string[] {
  const home = priced.homeTeam.shortName;
  const away = priced.awayTeam.shortName;
  const facts: string[] = [
    line('Game', `${priced.awayTeam.name} (${away}) at ${priced.homeTeam.name} (${home}), ${priced.sport}`),
    line('Venue', priced.neutralSite ? 'neutral site (no home-field advantage)' : `${home} at home`),
  ];
  if (typeof context.season === 'number') facts.push(line('Season', String(context.season)));
  if (typeof context.week === 'number') facts.push(line('Week', String(context.week)));
  const fair = priced.fairLine;
  if (fair?.spread != null) {
    facts.push(
      line(FAIR_LINE_LABEL, `${modelSpreadText(fair.spread, home, away)} (${fairLineMethodText(fair)})`),
    );
  } else {
    facts.push(line(FAIR_LINE_LABEL, 'none (no current sportsbook spread)'));
  }
  if (fair?.total != null) facts.push(line('Fair total (market, no-vig)', fair.total.toFixed(1)));
  facts.push(
    line(
      RATINGS_LINE_LABEL,
      priced.ratingsSpread === null
        ? 'none (the ratings cannot price this game)'
        : `${modelSpreadText(priced.ratingsSpread, home, away)}${priced.ratingsTotal !== null ? `, total ${priced.ratingsTotal.toFixed(1)}` : ''}`,
    ),
  );
  if (priced.ratingsLean)
    facts.push(line('Ratings lean (an opinion, not an edge)', ratingsLeanText(priced.ratingsLean)));
  if (priced.pricingBasis && priced.modelSpread !== null) {
    facts.push(
      line(
        'Line books are priced against',
        `${modelSpreadText(priced.modelSpread, home, away)}: ${pricingBasisText(priced.pricingBasis)}`,
      ),
    );
  }
  if (priced.homeExpectedScore !== null && priced.awayExpectedScore !== null) {
    facts.push(
      line(
        'Projected score',
        `${away} ${priced.awayExpectedScore.toFixed(1)}, ${home} ${priced.homeExpectedScore.toFixed(1)}`,
      ),
    );
  }
  facts.push(
    line(
      'Most common posted line',
      priced.vegasSpread === null
        ? 'none current'
        : `${favouriteLineText(priced.vegasSpread, home, away)}${priced.vegasSource ? ` (${priced.vegasSource})` : ''}`,
    ),
  );
  if (priced.marketTotal !== null)
    facts.push(line('Most common posted total', plainNumber(priced.marketTotal)));

  const best = priced.lead;
  if (priced.modelSpread === null || !best) {
    facts.push(line('Recommendation', NO_RECOMMENDATION_TEXT));
  } else {
    facts.push(
      line(
        'Recommendation',
        priced.recommendation
          ? `${enumLabel(priced.recommendation)} (tier ${enumLabel(priced.recommendationTier ?? '')}), stake ${unitsPhrase(priced.units)}`
          : `no bet: the best edge is under the ${plainNumber(priced.settings.minEdgeForBet)}% minimum`,
      ),
    );
    facts.push(line('Confidence', enumLabel(priced.confidenceLevel)));
  }
  const others: readonly PricedLine[] = [...priced.books, ...priced.marketLines];
  const listed = best ? [best, ...others.filter((b) => b !== best)] : others;
  for (const b of listed.slice(0, 4)) {
    facts.push(
      line(
        b === best ? 'Best price' : 'Other price',
        b.stale
          ? `${b.betString} at ${b.name}: stale, no edge claimed`
          : b.offMarket
            ? `${b.betString} at ${b.name}: off-market price, verify before betting (not recommended)`
            : `${b.betString} at ${b.name}: edge vs fair price ${formatEdgePercentage(b.edge)} (${evPer100Text(b.evPer100)}), ${winWords(b.market).verb} ${percentText(b.coverProbability)} vs ${percentText(b.breakEven)} break-even`,
      ),
    );
  }
  if (priced.keyNumbersCrossed.length > 0) {
    facts.push(
      line('Key numbers between the priced line and the best number', priced.keyNumbersCrossed.join(' and ')),
    );
  }
  const lean = priced.totalLean;
  if (lean) {
    facts.push(
      line(
        'Total lean',
        `${lean.side === 'over' ? 'Over' : 'Under'} ${plainNumber(lean.point)} (${formatAmericanOdds(lean.price)}) at ${lean.bookName}: edge ${lean.edge.toFixed(1)}%, ${percentText(lean.probability)} vs ${percentText(lean.breakEven)} break-even`,
      ),
    );
  }
  const wong = priced.wong;
  if (wong?.side && wong.teamLine !== null && wong.teasedLine !== null) {
    const team = wong.side === 'home' ? home : away;
    facts.push(
      line(
        'Wong teaser',
        `${wong.label}: ${team} ${formatPoint(wong.teamLine)} teased ${wong.teaserPoints} points to ${formatPoint(wong.teasedLine)}` +
          (wong.legProbability !== null
            ? `, leg covers ${percentText(wong.legProbability)} vs ${percentText(wong.legBreakEven)} break-even (two-team teaser at ${formatAmericanOdds(wong.teaserPrice)})`
            : ''),
      ),
    );
  }
  // The deterministic writer's risk list is the authoritative set of risks to mention.
  const risks = writeSummary(priced, context).riskFactors;
  facts.push(line('Risks', risks));
  if (context.contextualNotes) facts.push(line("Editor's notes", context.contextualNotes));
  const stats = context.advancedStats;
  if (stats) {
    const block = (name: string, values: Record<string, number | undefined>) =>
      `${name}: ${Object.entries(values)
        .filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]))
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`;
    facts.push(line('Statistics source', `${stats.source}, season ${stats.season}`));
    facts.push(line('Stats', block(`${away} offense`, stats.awayTeamOffense)));
    facts.push(line('Stats', block(`${away} defense`, stats.awayTeamDefense)));
    facts.push(line('Stats', block(`${home} offense`, stats.homeTeamOffense)));
    facts.push(line('Stats', block(`${home} defense`, stats.homeTeamDefense)));
  } else {
    facts.push(line('Statistics', 'none given (advancedStatsInsight must be "")'));
  }
  return facts;
}

export function buildExplainPrompt(
  priced: PricedGame,
  context: ExplainContext = {},
): { system: string; prompt: string } {
  return {
    system: SYSTEM_PROMPT,
    prompt: [
      'Write the four-part explanation for this game from these facts only.',
      '',
      ...explainFacts(priced, context),
      '',
      'Answer with the JSON object only.',
    ].join('\n'),
  };
}

/** Reads the model's reply: tolerates code fences and text around the object; null if unusable. */
export function parseExplainReply(text: string): AiSummary | null {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let json: unknown;
  try {
    json = JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    return null;
  }
  const parsed = aiSummarySchema.safeParse(json);
  if (!parsed.success) return null;
  const summary = {
    bestBet: parsed.data.bestBet.trim(),
    riskFactors: parsed.data.riskFactors.trim() || DEFAULT_RISK_TEXT,
    keyInsight: parsed.data.keyInsight.trim(),
    advancedStatsInsight: parsed.data.advancedStatsInsight.trim(),
  };
  return summary.bestBet && summary.keyInsight ? summary : null;
}

const PROMISE_PATTERN =
  /\b(guarantee[ds]?|lock(?:s)?|sure thing|can(?:no|')t lose|free money|risk[- ]free|no[- ]brainer)\b/i;

export type ExplanationRejection = 'unparseable' | 'unsupportedNumbers' | 'promisesWins';

/**
 * The publication gate for an AI reply. Returns the summary to publish, or why it must not be used
 * (the caller then publishes writeSummary's text with explanationSource 'template'). Fields the
 * analysis fixes are enforced rather than trusted: no recommendation ⇒ the exact 'No recommendation
 * available'; no statistics ⇒ an empty stats insight.
 */
export function acceptExplanation(
  reply: string,
  priced: PricedGame,
  context: ExplainContext = {},
): { ok: true; summary: AiSummary } | { ok: false; reason: ExplanationRejection; unsupported?: string[] } {
  const parsed = parseExplainReply(reply);
  if (!parsed) return { ok: false, reason: 'unparseable' };
  const best = priced.lead;
  const summary: AiSummary = {
    ...parsed,
    bestBet: priced.modelSpread === null || !best ? NO_RECOMMENDATION_TEXT : parsed.bestBet,
    advancedStatsInsight: context.advancedStats ? parsed.advancedStatsInsight : '',
  };
  const unsupported = unsupportedNumbers(summary, priced, context);
  if (unsupported.length > 0) return { ok: false, reason: 'unsupportedNumbers', unsupported };
  const text = [summary.bestBet, summary.riskFactors, summary.keyInsight, summary.advancedStatsInsight].join(
    ' ',
  );
  if (PROMISE_PATTERN.test(text)) return { ok: false, reason: 'promisesWins' };
  return { ok: true, summary };
}
