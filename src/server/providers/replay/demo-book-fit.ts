import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LatentOffsets } from './dispersion';
import { projectPath } from '../../project-root';

/**
 * The fitted parameters of the demo sportsbooks (demo-book-fit.json, written by
 * `npm run fit:demo-books` from the bundled real lines; see scripts/fit-demo-books.ts). Read and
 * validated once per replay provider.
 */

export const DEMO_BOOK_FIT_PATH = projectPath('src', 'server', 'providers', 'replay', 'demo-book-fit.json');

const share = z.number().min(0).max(1);
const distribution = z.array(z.tuple([z.number(), share]));

const dispersion = z.object({
  lines: z.number().int().nonnegative(),
  onConsensus: share,
  halfPoint: share,
  pointOrMore: share,
  meanAbs: z.number().nonnegative(),
  distribution,
});

/** The latent per-book offsets the generator draws from (dispersion.ts: LatentOffsets), by kind of number. */
const latentOne = z.object({
  offMarket: share,
  /** [points off the market, probability given off], 0.5, 1, 1.5, … */
  offsetPoints: distribution,
});
const latent = z.record(z.string(), latentOne);

const move = z.object({
  games: z.number().int().nonnegative(),
  unchanged: share,
  meanAbs: z.number().nonnegative(),
  /** [points, share]: spreads toward the closing favourite, totals up (close − open). */
  distribution,
});

const ladder = z.object({
  source: z.string(),
  games: z.number().int().nonnegative(),
  medianOverround: z.number().min(0).max(0.2),
  juice: z.number().int().min(100).max(130),
});

export const demoBookFitSchema = z.object({
  source: z.object({
    lines: z.string(),
    prices: z.string(),
    attribution: z.string(),
    fittedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    command: z.string(),
  }),
  outliers: z.object({
    rule: z.string(),
    spreadLines: z.number().int().nonnegative(),
    totalLines: z.number().int().nonnegative(),
    spreadOpeners: z.number().int().nonnegative(),
    totalOpeners: z.number().int().nonnegative(),
  }),
  spread: z.object({
    games: z.number().int().nonnegative(),
    keyNumbers: z.array(z.number()),
    observed: dispersion,
    observedByClose: z.object({ half: dispersion, integer: dispersion, key: dispersion }),
    latent,
  }),
  total: z.object({ games: z.number().int().nonnegative(), observed: dispersion, latent }),
  opener: z.object({
    spread: z.object({
      move: move.extend({ towardFavourite: share, towardUnderdog: share }),
      games: z.number().int().nonnegative(),
      observed: dispersion,
      latent,
    }),
    total: z.object({
      move: move.extend({ up: share, down: share, mean: z.number() }),
      games: z.number().int().nonnegative(),
      observed: dispersion,
      latent,
    }),
  }),
  prices: z.object({
    spreadPricesInLinesFile: z.literal(false),
    retail: ladder.extend({
      /** [cents moved to one side, share] of the market's closing spread price, either side. */
      spreadSkewCents: distribution,
      totalSkewCents: distribution,
    }),
    lowHold: ladder,
    moneylineOverround: z.record(z.string(), z.object({ lines: z.number().int(), median: z.number() })),
    assumptions: z.object({
      juiceShare: share,
      /** [probability added to a book's no-vig share, chance]: book-to-book price noise. */
      priceJitter: z.array(z.tuple([z.number().min(-0.05).max(0.05), share])),
      notes: z.array(z.string()),
    }),
  }),
});

export type DemoBookFit = z.infer<typeof demoBookFitSchema>;
export type DispersionFit = z.infer<typeof dispersion>;
export type LatentFit = z.infer<typeof latent>;
export type LatentKindFit = z.infer<typeof latentOne>;

export function loadDemoBookFit(path = DEMO_BOOK_FIT_PATH): DemoBookFit {
  const parsed = demoBookFitSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new SyntaxError(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The JSON form of latent offsets ([points, probability] from ½ point up) as dispersion.ts uses them. */
export function latentOffsets(fit: LatentKindFit): LatentOffsets {
  fit.offsetPoints.forEach(([points], i) => {
    if (points !== (i + 1) / 2)
      throw new RangeError(`offsetPoints must list 0.5, 1, 1.5, … in order; got ${points}`);
  });
  return { offMarket: fit.offMarket, magnitude: fit.offsetPoints.map(([, p]) => p) };
}
