/**
 * Fits the offline replay's demo sportsbooks to real US books and writes
 * src/server/providers/replay/demo-book-fit.json (committed; the replay reads it).
 *
 *   npm run fit:demo-books               # fit and write
 *   npm run fit:demo-books -- --check    # fit and fail if the committed parameters differ (date aside)
 *   npm run fit:demo-books -- --data DIR # another folder with the resources/history layout
 *
 * Data (resources/history, see SOURCES.md): cfb/lines_by_provider_2024_regular.csv (Bovada,
 * DraftKings, ESPN Bet: closing and opening spreads and totals, moneylines; no spread prices) and the
 * closing spread and total prices in nfl/games.csv (nflverse). What is fitted, and what is assumed,
 * is in src/server/providers/replay/fit-demo-books.ts and docs/architecture.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { DEFAULT_HISTORY_DIR } from '../src/server/history/history-dir';
import {
  DEMO_BOOK_FIT_PATH,
  demoBookFitSchema,
  latentOffsets,
  type DemoBookFit,
  type DispersionFit,
} from '../src/server/providers/replay/demo-book-fit';
import { impliedThreeBookDeviations } from '../src/server/providers/replay/dispersion';
import { fitDemoBooks } from '../src/server/providers/replay/fit-demo-books';

const SOURCE = {
  lines:
    'resources/history/cfb/lines_by_provider_2024_regular.csv: CollegeFootballData.com /lines export of the ' +
    '2024 regular season via github.com/rswatton/CFB2024 (Bovada, DraftKings, ESPN Bet)',
  prices: 'resources/history/nfl/games.csv: nflverse games.csv closing spread and total prices',
  attribution:
    'College lines: CollegeFootballData.com (CFBD), collected by github.com/rswatton/CFB2024. NFL prices: ' +
    'nflverse (github.com/nflverse/nfldata), Lee Sharpe. See resources/history/SOURCES.md.',
  command: 'npm run fit:demo-books',
};

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function shares(d: DispersionFit): string {
  return `on ${pct(d.onConsensus)}, ½ off ${pct(d.halfPoint)}, ≥1 off ${pct(d.pointOrMore)} (${d.lines} lines)`;
}

function implied(fit: DemoBookFit['spread']['latent'], kind: string): string {
  const m = impliedThreeBookDeviations(latentOffsets(fit[kind]!));
  let on = 0;
  let half = 0;
  let more = 0;
  for (const [d, p] of m) {
    if (d === 0) on += p;
    else if (Math.abs(d) === 0.5) half += p;
    else more += p;
  }
  return `on ${pct(on)}, ½ off ${pct(half)}, ≥1 off ${pct(more)}`;
}

/** The fitted numbers in words, for the terminal. */
function describeFit(fit: DemoBookFit): string {
  const s = fit.spread;
  const lines = [
    `Outliers excluded: ${fit.outliers.spreadLines} spread lines, ${fit.outliers.totalLines} totals, ` +
      `${fit.outliers.spreadOpeners} spread openers, ${fit.outliers.totalOpeners} total openers (${fit.outliers.rule})`,
    `Spreads, ${s.games} three-book games: ${shares(s.observed)}`,
    ...(['half', 'integer', 'key'] as const).map(
      (k) =>
        `  consensus on a ${k} number: observed ${shares(s.observedByClose[k])}; fitted model ${implied(s.latent, k)}` +
        ` (off-market ${pct(s.latent[k]?.offMarket ?? 0)})`,
    ),
    `Totals, ${fit.total.games} three-book games: ${shares(fit.total.observed)}; fitted model ${implied(fit.total.latent, 'all')}`,
    `Openers: spread move over ${fit.opener.spread.move.games} games: unchanged ${pct(fit.opener.spread.move.unchanged)}, ` +
      `toward the favourite ${pct(fit.opener.spread.move.towardFavourite)}, toward the underdog ` +
      `${pct(fit.opener.spread.move.towardUnderdog)}, mean |move| ${fit.opener.spread.move.meanAbs} points`,
    `  total move over ${fit.opener.total.move.games} games: unchanged ${pct(fit.opener.total.move.unchanged)}, up ` +
      `${pct(fit.opener.total.move.up)}, down ${pct(fit.opener.total.move.down)}, mean ${fit.opener.total.move.mean}, ` +
      `mean |move| ${fit.opener.total.move.meanAbs}`,
    `  opening spreads, ${fit.opener.spread.games} three-book games: ${shares(fit.opener.spread.observed)}`,
    `  opening totals, ${fit.opener.total.games} three-book games: ${shares(fit.opener.total.observed)}`,
    `Prices: retail ${fit.prices.retail.games} NFL games, median overround ${pct(fit.prices.retail.medianOverround)} → ` +
      `−${fit.prices.retail.juice} base; low-hold ${fit.prices.lowHold.games} games, ` +
      `${pct(fit.prices.lowHold.medianOverround)} → −${fit.prices.lowHold.juice}`,
    `  moneyline overround (college 2024): ${Object.entries(fit.prices.moneylineOverround)
      .map(([p, v]) => `${p} ${pct(v.median)} (${v.lines})`)
      .join(', ')}`,
  ];
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<void> {
  const dataIndex = argv.indexOf('--data');
  const dir = dataIndex >= 0 && argv[dataIndex + 1] ? resolve(argv[dataIndex + 1]!) : DEFAULT_HISTORY_DIR;
  const fit = demoBookFitSchema.parse({
    source: { ...SOURCE, fittedOn: new Date().toISOString().slice(0, 10) },
    ...fitDemoBooks(dir),
  });
  console.log(describeFit(fit));
  const text = await prettier.format(JSON.stringify(fit), { parser: 'json', printWidth: 110 });
  if (argv.includes('--check')) {
    const committed = demoBookFitSchema.parse(JSON.parse(readFileSync(DEMO_BOOK_FIT_PATH, 'utf8')));
    const same =
      JSON.stringify({ ...committed, source: { ...committed.source, fittedOn: '' } }) ===
      JSON.stringify({ ...fit, source: { ...fit.source, fittedOn: '' } });
    if (!same) {
      console.error(`${DEMO_BOOK_FIT_PATH} is out of date: run npm run fit:demo-books`);
      process.exitCode = 1;
    } else console.log(`${DEMO_BOOK_FIT_PATH} is up to date (fitted ${committed.source.fittedOn})`);
    return;
  }
  writeFileSync(DEMO_BOOK_FIT_PATH, text);
  console.log(`Written to ${DEMO_BOOK_FIT_PATH}`);
}

await main(process.argv.slice(2));
