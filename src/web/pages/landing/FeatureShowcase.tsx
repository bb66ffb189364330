import { Link } from 'wouter';
import { atsBadge, type AtsLevel } from '@shared/display/ats-badge';
import { EDGE_CATEGORY_FLOORS } from '@shared/display/edge-display';
import { STANDARD_PRICE, atsConfidenceFloors } from '@shared/display/education-figures';
import { formatAmericanOdds } from '@shared/odds/american-odds';
import { FAIR_LINE_LABEL, RATINGS_LINE_LABEL } from '@shared/display/market-lines';
import { breakEvenRate, overallAtsText, overallVerdict } from '@shared/display/backtest-display';
import { PUBLISHED_FIGURES } from '@shared/model/published-figures';
import { lineComparison } from '@shared/display/line-comparison';
import { signedOneDecimal } from '@shared/display/number-format';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { EdgeMeter } from './EdgeMeter';
import { HERO_FEATURES } from './Hero';
import { LandingSection, cardClass } from './LandingSection';
import { IconTile } from '../../components/ui/icon-tile';
import { textLinkClass } from '../../components/ui/text-link';

/** Made-up numbers for the demo card; the card says so. */
const EXAMPLE = {
  matchup: 'Michigan @ Ohio State',
  team: 'Ohio State',
  edge: 6.2,
  fairLine: -7,
  bookLine: -5.5,
  book: 'Sportsbook A',
  ats: { wins: 12, losses: 5 },
} as const;

const ATS_FLOORS = atsConfidenceFloors();
const { strong: STRONG_EDGE, marginal: MIN_EDGE } = EDGE_CATEGORY_FLOORS;

// Every threshold below is read from the rule that applies it (pricing and ATS badge), never restated.
const FEATURES = [
  {
    ...HERO_FEATURES[0],
    anchor: 'model-edge',
    text: `The expected return of one sportsbook's price against the market's fair price, as a percentage: line shopping, stated as such. ${STRONG_EDGE}% or more is strong value; under ${MIN_EDGE}% is too thin to recommend.`,
  },
  {
    ...HERO_FEATURES[1],
    anchor: 'fair-lines',
    text: `${FAIR_LINE_LABEL}: the books' own consensus with the juice taken out, next to the line each sportsbook offers, so a soft number stands out. ${RATINGS_LINE_LABEL} is our separate opinion, shown beside it.`,
  },
  {
    ...HERO_FEATURES[2],
    anchor: 'ats-records',
    text: `How often a side has covered the spread: ${ATS_FLOORS.high}% or better is high confidence, ${ATS_FLOORS.medium}% to ${ATS_FLOORS.high - 1}% medium, below that low.`,
  },
] as const;

const BACKTEST_LEAGUES = [PUBLISHED_FIGURES.leagues.nfl, PUBLISHED_FIGURES.leagues.cfb];
const BACKTEST_LINES = BACKTEST_LEAGUES.map(overallAtsText);
const BACKTEST_VERDICT = overallVerdict(BACKTEST_LEAGUES);
const BREAK_EVEN = `${(100 * breakEvenRate()).toFixed(1)}%`;
const PRICE = formatAmericanOdds(STANDARD_PRICE);

const ATS_TONES: Record<AtsLevel, string> = {
  high: 'border-emerald-500/50 bg-emerald-500/15 text-emerald-300',
  medium: 'border-amber-500/50 bg-amber-500/15 text-amber-300',
  low: 'border-slate-600 bg-slate-800 text-slate-300',
};

// The example's figures, from the same display rules as a real pick card.
const comparison = lineComparison(EXAMPLE.fairLine, EXAMPLE.bookLine);
const ats = atsBadge(EXAMPLE.ats);

export function FeatureShowcase() {
  return (
    <LandingSection
      id="features"
      title="See the Edge Before You Bet"
      intro="Three numbers do the work. Here is what each one means, and how they look together."
    >
      <div className="grid gap-4 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <article
            key={feature.anchor}
            aria-labelledby={`feature-${feature.anchor}`}
            className={cn(cardClass, 'grid content-start gap-3')}
          >
            <IconTile>{feature.icon}</IconTile>
            <h3 id={`feature-${feature.anchor}`} className="text-lg font-bold text-white">
              {feature.title}
            </h3>
            <p className="leading-relaxed text-slate-300">{feature.text}</p>
            <Link
              href={`/betting-101#${feature.anchor}`}
              className={cn('justify-self-start rounded-sm', textLinkClass)}
            >
              Learn more<span className="sr-only"> about {feature.title}</span>
            </Link>
          </article>
        ))}
      </div>

      <aside
        aria-labelledby="backtest-note-title"
        className="grid gap-2 rounded-2xl border border-slate-800 bg-slate-900/40 p-5 text-sm text-slate-300"
      >
        <h3 id="backtest-note-title" className="font-semibold text-white">
          What our backtest measured
        </h3>
        <p>
          Betting the side the {RATINGS_LINE_LABEL} prefer against the closing line, at {PRICE} (break-even{' '}
          {BREAK_EVEN}):
        </p>
        <ul className="grid gap-1 tabular-nums">
          {BACKTEST_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {BACKTEST_VERDICT} An edge here is a better price than the market&apos;s, not a prediction that
          beats it.{' '}
          <Link href="/methodology" className={cn('rounded-sm', textLinkClass)}>
            How we measured it
          </Link>
        </p>
      </aside>

      <figure className={cn(cardClass, 'grid gap-6 border-emerald-500/30 sm:p-8')}>
        <figcaption className="flex flex-wrap items-center justify-between gap-3">
          <span className="grid gap-1">
            <span className="text-sm font-semibold tracking-wider text-slate-400 uppercase">
              Combined demo
            </span>
            <span className="text-xl font-bold text-white">{EXAMPLE.matchup}</span>
          </span>
          <span className="rounded-full border border-amber-400/50 bg-amber-400/10 px-3 py-1 text-xs font-bold tracking-wide text-amber-200 uppercase">
            Example, not a current pick
          </span>
        </figcaption>
        <div className="grid gap-6 md:grid-cols-3 md:gap-8">
          <EdgeMeter edge={EXAMPLE.edge} />
          <div className="grid content-start gap-2">
            <span className="text-sm font-semibold text-slate-300">Fair line vs book line</span>
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-lg bg-slate-950/60 p-3">
                <dt className="text-xs text-slate-400">{FAIR_LINE_LABEL}</dt>
                <dd className="font-bold text-white tabular-nums">
                  {EXAMPLE.team} {signedOneDecimal(EXAMPLE.fairLine)}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-950/60 p-3">
                <dt className="text-xs text-slate-400">{EXAMPLE.book}</dt>
                <dd className="font-bold text-white tabular-nums">
                  {EXAMPLE.team} {signedOneDecimal(EXAMPLE.bookLine)}
                </dd>
              </div>
            </dl>
            <p
              className={cn(
                'text-sm font-semibold',
                comparison.favourable ? 'text-emerald-300' : 'text-slate-400',
              )}
            >
              {comparison.differenceText
                ? `${comparison.differenceText} points better than the fair line`
                : 'Within half a point of the fair line'}
            </p>
          </div>
          <div className="grid content-start gap-2">
            <span className="text-sm font-semibold text-slate-300">ATS confidence</span>
            <p className="flex flex-wrap items-center gap-3">
              <span
                className={cn(
                  'rounded-lg border px-3 py-1.5 text-2xl font-black tabular-nums',
                  ATS_TONES[ats.level],
                )}
              >
                {ats.percentageText}
              </span>
              <span
                className={cn('rounded-full border px-2.5 py-0.5 text-xs font-bold', ATS_TONES[ats.level])}
              >
                {ats.tier}
              </span>
            </p>
            <p className="text-sm text-slate-400">
              {EXAMPLE.team} {ats.recordText} against the spread
            </p>
          </div>
        </div>
        <Link href="/demo" className={buttonClasses('primary', 'lg', 'justify-self-start')}>
          See Full Demo
        </Link>
      </figure>
    </LandingSection>
  );
}
